package article

import "testing"

// TestCountControls checks the eight-byte pass against the byte-by-byte
// definition on every byte value at every position of a word.
func TestCountControls(t *testing.T) {
	base := []byte("The ferry sank off the northern pier, officials said on Monday.")
	for c := 0; c < 256; c++ {
		for at := 0; at < 17; at++ {
			b := append([]byte{}, base...)
			b[at] = byte(c)
			if c == 0xc2 {
				b[at+1] = 0x85
			}
			wantN, wantC1 := 0, false
			for _, r := range string(b) {
				if isControl(r) {
					if r < 0x80 {
						wantN++
					} else {
						wantC1 = true
					}
				}
			}
			if n, c1 := countControls(b); n != wantN || c1 != wantC1 {
				t.Fatalf("byte %#x at %d: got %d %v, want %d %v", c, at, n, c1, wantN, wantC1)
			}
			if n, c1 := countControls(string(b)); n != wantN || c1 != wantC1 {
				t.Fatalf("string: byte %#x at %d: got %d %v", c, at, n, c1)
			}
		}
	}
}
