package article

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"iter"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// MaxFileBytes is the largest single-article file (text, HTML) or feed
// storywire reads. JSONL is streamed and limited per line instead.
const MaxFileBytes = 32 << 20

// MaxLineBytes is the longest JSONL line storywire reads.
const MaxLineBytes = 8 << 20

// Format is an input format.
type Format string

// The input formats.
const (
	FormatText  Format = "text"
	FormatHTML  Format = "html"
	FormatJSONL Format = "jsonl"
	FormatFeed  Format = "feed"
)

// FormatOf names the format of a file by its extension; "" when unknown
// (a directory walk passes such files over).
func FormatOf(path string) Format { return formatOf(path) }

// formatOf names the format of a file by its extension; "" when unknown.
func formatOf(path string) Format {
	if isWARC(path) {
		return FormatWARC
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".txt", ".text":
		return FormatText
	case ".html", ".htm", ".xhtml", ".shtml":
		return FormatHTML
	case ".jsonl", ".ndjson":
		return FormatJSONL
	case ".rss", ".atom", ".xml", ".feed":
		return FormatFeed
	}
	return ""
}

// sniff guesses the format of data by its first bytes.
func sniff(data []byte) Format {
	head := data
	if len(head) > 1024 {
		head = head[:1024]
	}
	head = bytes.TrimPrefix(head, bomUTF8)
	head = bytes.TrimLeft(head, " \t\r\n")
	lower := bytes.ToLower(head)
	switch {
	case bytes.HasPrefix(head, []byte("WARC/")):
		return FormatWARC
	case bytes.HasPrefix(lower, []byte("{")):
		return FormatJSONL
	case bytes.Contains(lower, []byte("<rss")) || bytes.Contains(lower, []byte("<feed")) || bytes.Contains(lower, []byte("<rdf:rdf")):
		return FormatFeed
	case bytes.HasPrefix(lower, []byte("<!doctype html")) || bytes.HasPrefix(lower, []byte("<html")) || bytes.Contains(lower, []byte("<body")) || bytes.Contains(lower, []byte("<head")):
		return FormatHTML
	}
	return FormatText
}

// Read yields the articles found under paths: files (any supported format,
// by extension or, when the extension is unknown, by content), directories
// (walked recursively; hidden entries and files of other types skipped,
// symbolic links to directories not followed) and "-", JSONL on stdin.
// Each problem is yielded as an *ItemError and reading goes on with the
// next item. The paths are read in the order given; a directory's files in
// lexical order.
func Read(paths []string, stdin io.Reader) iter.Seq2[*Article, error] {
	return func(yield func(*Article, error) bool) {
		now := time.Now().UTC()
		for _, p := range paths {
			if p == "-" {
				if !readJSONL("-", stdin, now, yield) {
					return
				}
				continue
			}
			if !readPath(p, now, yield) {
				return
			}
		}
	}
}

func readPath(root string, now time.Time, yield func(*Article, error) bool) bool {
	info, err := os.Stat(root)
	if err != nil {
		return yield(nil, &ItemError{root, unwrapPathError(err)})
	}
	if !info.IsDir() {
		return readFile(root, info, "", now, yield)
	}
	var files []string
	walkErr := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if !yield(nil, &ItemError{path, unwrapPathError(err)}) {
				return fs.SkipAll
			}
			return nil
		}
		if path != root && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() || formatOf(path) == "" {
			return nil
		}
		files = append(files, path)
		return nil
	})
	if walkErr != nil {
		return false
	}
	sort.Strings(files)
	for _, f := range files {
		info, err := os.Stat(f) // follows a symlinked file
		if err != nil {
			if !yield(nil, &ItemError{f, unwrapPathError(err)}) {
				return false
			}
			continue
		}
		if info.IsDir() { // symlink to a directory: not followed
			continue
		}
		if !readFile(f, info, formatOf(f), now, yield) {
			return false
		}
	}
	return true
}

func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// readFile reads one file of the given format ("" to decide by extension,
// then content).
func readFile(path string, info fs.FileInfo, format Format, now time.Time, yield func(*Article, error) bool) bool {
	if !info.Mode().IsRegular() {
		return yield(nil, &ItemError{path, fmt.Errorf("not a regular file (%s)", info.Mode().Type())})
	}
	if format == "" {
		format = formatOf(path)
	}
	streamed := format == FormatJSONL || format == FormatWARC // read a line or a record at a time
	if !streamed && info.Size() > MaxFileBytes {
		return yield(nil, &ItemError{path, fmt.Errorf("file is %s, over the %s limit for one article or feed file", byteSize(info.Size()), byteSize(MaxFileBytes))})
	}
	f, err := os.Open(path)
	if err != nil {
		return yield(nil, &ItemError{path, unwrapPathError(err)})
	}
	defer f.Close()
	return readStream(path, f, format, now, yield)
}

// readStream reads one input of the given format ("": by its first
// bytes): JSONL and WARC as a stream, other formats whole, up to
// MaxFileBytes (even if a file grows while it is read).
func readStream(path string, r io.Reader, format Format, now time.Time, yield func(*Article, error) bool) bool {
	switch format {
	case FormatJSONL:
		return readJSONL(path, r, now, yield)
	case FormatWARC:
		return readWARC(path, r, now, yield)
	}
	data, err := io.ReadAll(io.LimitReader(r, MaxFileBytes+1))
	switch {
	case err != nil:
		return yield(nil, &ItemError{path, unwrapPathError(err)})
	case len(data) > MaxFileBytes:
		return yield(nil, &ItemError{path, fmt.Errorf("file is over the %s limit for one article or feed file", byteSize(MaxFileBytes))})
	}
	return readData(path, data, format, now, yield)
}

// readData reads the whole of one file, data, of the given format ("":
// by its first bytes).
func readData(path string, data []byte, format Format, now time.Time, yield func(*Article, error) bool) bool {
	if format == "" {
		format = sniff(data)
	}
	var err error
	switch format {
	case FormatJSONL:
		return readJSONL(path, bytes.NewReader(data), now, yield)
	case FormatFeed:
		return readFeed(path, data, now, yield)
	case FormatWARC:
		return readWARC(path, bytes.NewReader(data), now, yield)
	}
	var a *Article
	if format == FormatHTML {
		a, err = parseHTML(data)
	} else {
		a, err = parseText(data)
	}
	if err == nil {
		a.Origin = Origin{Path: path, Format: string(format), SHA256: sum(data), Size: len(data)}
		if format == FormatHTML {
			a.Origin.Raw = data
		}
		a.Ingested = now
		err = a.finish()
	}
	if err != nil {
		return yield(nil, &ItemError{path, err})
	}
	return yield(a, nil)
}

// ReadFrom yields the articles of one input stream named name (a path,
// or the address of a file elsewhere, as a distributed run opens it),
// read as Read reads a file of that name: its format by the name's
// extension, else by its first bytes; JSONL and WARC streamed, other
// formats up to MaxFileBytes.
func ReadFrom(name string, r io.Reader) iter.Seq2[*Article, error] {
	return func(yield func(*Article, error) bool) { readStream(name, r, formatOf(name), time.Now().UTC(), yield) }
}

func sum(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}
