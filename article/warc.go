package article

// warc.go: crawl archives. A WARC file (ISO 28500, what Common Crawl and
// national web archives write; .warc, or .warc.gz as a series of gzip
// members) is a sequence of records, each a version line, named header
// fields, a blank line and a block of Content-Length bytes. A page is a
// "response" record whose block is the HTTP response (status line,
// headers, body; chunked transfer and gzip or deflate content encoding
// undone here) or a "resource" record whose block is the page itself.
// Each HTML page becomes one article through the HTML reader, its URL the
// record's WARC-Target-URI; other records (requests, metadata, images,
// redirects, errors) are passed over without a word, as a directory's
// other files are.
//
// The file is read as a stream, a record at a time, so an archive of any
// size is read in constant memory; a record whose block is over
// MaxFileBytes is an item error and is skipped, not read. It does not
// take the crawl time (WARC-Date) for the publication date: a page
// crawled today may be years old.

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/textproto"
	"strconv"
	"strings"
	"time"
)

// FormatWARC is a crawl archive.
const FormatWARC Format = "warc"

// isWARC reports whether path names a WARC file by its extension.
func isWARC(path string) bool {
	p := strings.ToLower(path)
	return strings.HasSuffix(p, ".warc") || strings.HasSuffix(p, ".warc.gz")
}

func readWARC(path string, r io.Reader, now time.Time, yield func(*Article, error) bool) bool {
	br := bufio.NewReaderSize(r, 1<<16)
	if head, _ := br.Peek(2); len(head) == 2 && head[0] == 0x1f && head[1] == 0x8b {
		zr, err := gzip.NewReader(br) // multistream: every member in turn
		if err != nil {
			return yield(nil, &ItemError{path, fmt.Errorf("not a gzip file: %v", err)})
		}
		defer zr.Close()
		br = bufio.NewReaderSize(zr, 1<<16)
	}
	tp := textproto.NewReader(br)
	for rec := 1; ; rec++ {
		where := path + ":" + strconv.Itoa(rec)
		version, err := firstLine(tp)
		if errors.Is(err, io.EOF) {
			return true
		}
		if err != nil {
			return yield(nil, &ItemError{where, fmt.Errorf("read error: %v", err)})
		}
		if !strings.HasPrefix(version, "WARC/") {
			return yield(nil, &ItemError{where, fmt.Errorf("not a WARC record (it begins %q); the rest of the file is not read", clip(version, 40))})
		}
		hdr, err := tp.ReadMIMEHeader()
		if err != nil {
			return yield(nil, &ItemError{where, fmt.Errorf("bad record header: %v; the rest of the file is not read", err)})
		}
		n, err := strconv.ParseInt(strings.TrimSpace(hdr.Get("Content-Length")), 10, 64)
		if err != nil || n < 0 {
			return yield(nil, &ItemError{where, fmt.Errorf("record has no valid Content-Length; the rest of the file is not read")})
		}
		block := &counted{r: io.LimitReader(br, n)}
		a, skip, perr := warcRecord(hdr, block, n)
		if _, err := io.Copy(io.Discard, block); err != nil || block.n < n {
			return yield(nil, &ItemError{where, fmt.Errorf("record is cut short (%d of its %d bytes)", block.n, n)})
		}
		if skip {
			continue
		}
		if perr == nil {
			a.Origin.Path, a.Origin.Line, a.Origin.Format = path, rec, string(FormatWARC)
			a.Ingested = now
			perr = a.finish()
		}
		if perr != nil {
			if !yield(nil, &ItemError{where, perr}) {
				return false
			}
		} else if !yield(a, nil) {
			return false
		}
	}
}

// counted counts the bytes read through it.
type counted struct {
	r io.Reader
	n int64
}

func (c *counted) Read(p []byte) (int, error) {
	k, err := c.r.Read(p)
	c.n += int64(k)
	return k, err
}

// firstLine returns the next non-empty line: records are followed by two
// line ends, and some writers put more.
func firstLine(tp *textproto.Reader) (string, error) {
	for {
		line, err := tp.ReadLine()
		if err != nil {
			return "", err
		}
		if line = strings.TrimSpace(line); line != "" {
			return line, nil
		}
	}
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// warcRecord reads the page of one record (block: its n bytes); skip is
// true for a record that holds no HTML page.
func warcRecord(hdr textproto.MIMEHeader, block io.Reader, n int64) (a *Article, skip bool, err error) {
	kind := strings.ToLower(hdr.Get("WARC-Type"))
	ctype := strings.ToLower(hdr.Get("Content-Type"))
	var body io.Reader
	switch {
	case kind == "response" && strings.HasPrefix(ctype, "application/http"):
		resp, err := http.ReadResponse(bufio.NewReader(block), nil)
		if err != nil {
			return nil, false, fmt.Errorf("bad HTTP response: %v", err)
		}
		if resp.StatusCode/100 != 2 || !isHTMLType(resp.Header.Get("Content-Type")) {
			return nil, true, nil
		}
		body = resp.Body
		switch strings.ToLower(resp.Header.Get("Content-Encoding")) {
		case "gzip", "x-gzip":
			zr, err := gzip.NewReader(body)
			if err != nil {
				return nil, false, fmt.Errorf("bad gzip content: %v", err)
			}
			body = zr
		case "deflate":
			body = flate.NewReader(body)
		}
	case kind == "resource" && isHTMLType(ctype):
		body = block
	default:
		return nil, true, nil
	}
	if n > MaxFileBytes+1<<16 {
		return nil, false, fmt.Errorf("record is %s, over the %s limit for one page", byteSize(n), byteSize(MaxFileBytes))
	}
	data, err := io.ReadAll(io.LimitReader(body, MaxFileBytes+1))
	if err != nil {
		return nil, false, fmt.Errorf("read error in the page: %v", err)
	}
	if len(data) > MaxFileBytes {
		return nil, false, fmt.Errorf("page is over the %s limit for one page", byteSize(MaxFileBytes))
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, true, nil
	}
	a, err = parseHTML(data)
	if err != nil {
		return nil, false, err
	}
	if a.URL == "" {
		a.URL = strings.Trim(hdr.Get("WARC-Target-URI"), "<> ")
	}
	a.Origin = Origin{SHA256: sum(data), Size: len(data), Raw: data}
	return a, false, nil
}

func isHTMLType(ct string) bool {
	ct = strings.ToLower(ct)
	return strings.HasPrefix(ct, "text/html") || strings.HasPrefix(ct, "application/xhtml")
}
