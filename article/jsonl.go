package article

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// record is one JSONL line, in the format of the evaluation sets
// (id, cluster, source, date, title, text). Unknown fields are ignored;
// "body" or "content" stand in for a missing "text".
type record struct {
	ID       flexString `json:"id"`
	Cluster  flexLabels `json:"cluster"`
	Source   string     `json:"source"`
	Date     string     `json:"date"`
	Title    string     `json:"title"`
	Text     string     `json:"text"`
	Body     string     `json:"body"`
	Content  string     `json:"content"`
	URL      string     `json:"url"`
	Language string     `json:"language"`
}

// flexString accepts a JSON string, number or null.
type flexString string

func (f *flexString) UnmarshalJSON(b []byte) error {
	switch {
	case bytes.Equal(b, []byte("null")):
		*f = ""
	case len(b) > 0 && b[0] == '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*f = flexString(s)
	default:
		var n json.Number
		if err := json.Unmarshal(b, &n); err != nil {
			return fmt.Errorf("id must be a string or a number")
		}
		*f = flexString(n.String())
	}
	return nil
}

// flexLabels accepts one label or a list of labels.
type flexLabels []string

func (f *flexLabels) UnmarshalJSON(b []byte) error {
	*f = nil
	if len(b) > 0 && b[0] == '[' {
		var ls []flexString
		if err := json.Unmarshal(b, &ls); err != nil {
			return err
		}
		for _, l := range ls {
			if l != "" {
				*f = append(*f, string(l))
			}
		}
		return nil
	}
	var s flexString
	if err := s.UnmarshalJSON(b); err != nil {
		return err
	}
	if s != "" {
		*f = flexLabels{string(s)}
	}
	return nil
}

// readJSONL reads one article per line. Blank lines are skipped; a line
// that is not a JSON object, has no text, or is longer than MaxLineBytes
// is reported with its line number and reading goes on.
func readJSONL(path string, r io.Reader, now time.Time, yield func(*Article, error) bool) bool {
	br := bufio.NewReaderSize(r, 1<<16)
	// A byte-order mark (editors on Windows write one) is not part of
	// the first line; UTF-16 with its mark is read as what it is.
	switch head, _ := br.Peek(3); {
	case bytes.HasPrefix(head, bomUTF8):
		br.Discard(len(bomUTF8))
	case bytes.HasPrefix(head, bomUTF16LE), bytes.HasPrefix(head, bomUTF16BE):
		order := unicode.LittleEndian
		if head[0] == bomUTF16BE[0] {
			order = unicode.BigEndian
		}
		br = bufio.NewReaderSize(transform.NewReader(br, unicode.UTF16(order, unicode.ExpectBOM).NewDecoder()), 1<<16)
	}
	var long []byte
	for line := 1; ; line++ {
		b, err := br.ReadSlice('\n')
		tooLong := false
		if errors.Is(err, bufio.ErrBufferFull) {
			long = append(long[:0], b...)
			for errors.Is(err, bufio.ErrBufferFull) {
				b, err = br.ReadSlice('\n')
				if !tooLong {
					long = append(long, b...)
					if len(long) > MaxLineBytes {
						tooLong = true
						long = long[:0]
					}
				}
			}
			b = long
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return yield(nil, &ItemError{path + ":" + strconv.Itoa(line), fmt.Errorf("read error: %v", err)})
		}
		where := func() string { return path + ":" + strconv.Itoa(line) }
		if tooLong {
			if !yield(nil, &ItemError{where(), fmt.Errorf("line is over the %s limit", byteSize(MaxLineBytes))}) {
				return false
			}
		} else if t := bytes.TrimSpace(b); len(t) > 0 {
			a, perr := parseRecord(t)
			if perr == nil {
				a.Origin = Origin{Path: path, Line: line, Format: string(FormatJSONL), SHA256: sum(t), Size: len(b)}
				a.Ingested = now
				perr = a.finish()
			}
			if perr != nil {
				if !yield(nil, &ItemError{where(), perr}) {
					return false
				}
			} else if !yield(a, nil) {
				return false
			}
		}
		if err != nil { // io.EOF
			return true
		}
	}
}

func parseRecord(b []byte) (*Article, error) {
	if b[0] != '{' {
		return nil, errors.New("not a JSON object")
	}
	var rec record
	if decodeRecord(b, &rec) {
		return rec.article(), nil
	}
	rec = record{}
	if err := json.Unmarshal(b, &rec); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			if se.Error() == "unexpected end of JSON input" {
				return nil, errors.New("truncated JSON object")
			}
			return nil, fmt.Errorf("malformed JSON at byte %d: %v", se.Offset, err)
		}
		return nil, fmt.Errorf("bad JSON record: %v", err)
	}
	return rec.article(), nil
}

func (rec *record) article() *Article {
	text := rec.Text
	if text == "" {
		text = rec.Body
	}
	if text == "" {
		text = rec.Content
	}
	return &Article{
		ID:       string(rec.ID),
		Source:   rec.Source,
		URL:      rec.URL,
		Title:    rec.Title,
		Date:     rec.Date,
		Text:     text,
		Language: rec.Language,
		Labels:   rec.Cluster,
	}
}
