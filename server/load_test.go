package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// loadResult is what a load run measured.
type loadResult struct {
	requests, failures int
	elapsed            time.Duration
	p50, p99           time.Duration
	posted             int
}

// runLoad sends, against a server on loopback, writers×batches POSTs of
// per articles each while readers×reads GETs of the story list, a story's
// JSON and its page run concurrently. Every loop is bounded.
func runLoad(t testing.TB, url string, writers, batches, per, readers, reads int) loadResult {
	var mu sync.Mutex
	var lat []time.Duration
	var res loadResult
	record := func(d time.Duration, ok bool) {
		mu.Lock()
		lat = append(lat, d)
		res.requests++
		if !ok {
			res.failures++
		}
		mu.Unlock()
	}
	client := &http.Client{Timeout: 30 * time.Second}
	send := func(method, path, body string) (int, error) {
		req, _ := http.NewRequest(method, url+path, strings.NewReader(body))
		if method == "POST" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		start := time.Now()
		resp, err := client.Do(req)
		if err != nil {
			record(time.Since(start), false)
			return 0, err
		}
		resp.Body.Close()
		record(time.Since(start), resp.StatusCode < 300)
		return resp.StatusCode, nil
	}
	start := time.Now()
	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() {
			for b := range batches {
				var lines []string
				for k := range per {
					id := fmt.Sprintf("load-%d-%d-%d", w, b, k)
					text := fmt.Sprintf("Rescue teams on Lake Varn searched sector %d for the missing on day %d, the coast guard said in update %s. Divers worked in pairs near the wreck of the ferry Solenne.", k, b, id)
					line, _ := json.Marshal(map[string]string{"id": id, "source": "Load Wire", "text": text})
					lines = append(lines, string(line))
				}
				if status, err := send("POST", "/api/v1/articles", strings.Join(lines, "\n")); err != nil || status != 201 {
					t.Errorf("POST: %d %v", status, err)
				}
			}
		})
	}
	for r := range readers {
		wg.Go(func() {
			paths := []string{"/api/v1/stories", "/api/v1/stories/1", "/stories/1", "/api/v1/search?q=ferry"}
			for i := range reads {
				if status, err := send("GET", paths[(r+i)%len(paths)], ""); err != nil || status != 200 {
					t.Errorf("GET: %d %v", status, err)
				}
			}
		})
	}
	wg.Wait()
	res.elapsed = time.Since(start)
	res.posted = writers * batches * per
	slices.Sort(lat)
	if len(lat) > 0 {
		res.p50 = lat[len(lat)/2]
		res.p99 = lat[min(len(lat)-1, len(lat)*99/100)]
	}
	return res
}

// countArticles reads the number of stored articles through the API.
func countStored(t testing.TB, url string, ids []string) int {
	n := 0
	for _, id := range ids {
		resp, err := http.Get(url + "/api/v1/articles/" + id)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode == 200 {
			n++
		}
	}
	return n
}

// TestLoad checks that concurrent writes and reads all succeed and that
// no posted article is lost. It asserts nothing about speed; see
// BenchmarkLoad.
func TestLoad(t *testing.T) {
	ts, _ := newTestServer(t, Options{Token: token})
	res := runLoad(t, ts.URL, 2, 5, 4, 3, 20)
	if res.failures > 0 {
		t.Fatalf("%d of %d requests failed", res.failures, res.requests)
	}
	var ids []string
	for w := range 2 {
		for b := range 5 {
			for k := range 4 {
				ids = append(ids, fmt.Sprintf("load-%d-%d-%d", w, b, k))
			}
		}
	}
	if n := countStored(t, ts.URL, ids); n != res.posted {
		t.Errorf("%d of %d posted articles stored", n, res.posted)
	}
	t.Logf("%d requests in %v (%.0f/s), p50 %v, p99 %v", res.requests, res.elapsed, float64(res.requests)/res.elapsed.Seconds(), res.p50, res.p99)
}

// BenchmarkLoad measures requests/s and latency under concurrent writes
// (4 writers × 25 POSTs of 10 articles) and reads (8 readers × 250 GETs)
// on loopback.
func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		ts, _ := newTestServer(b, Options{Token: token})
		b.StartTimer()
		res := runLoad(b, ts.URL, 4, 25, 10, 8, 250)
		b.StopTimer()
		if res.failures > 0 {
			b.Fatalf("%d of %d requests failed", res.failures, res.requests)
		}
		b.ReportMetric(float64(res.requests)/res.elapsed.Seconds(), "req/s")
		b.ReportMetric(float64(res.p50.Microseconds())/1000, "p50-ms")
		b.ReportMetric(float64(res.p99.Microseconds())/1000, "p99-ms")
		ts.Close()
		b.StartTimer()
	}
}
