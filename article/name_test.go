package article

import "testing"

func TestName(t *testing.T) {
	tests := []struct {
		a    Article
		want string
	}{
		{Article{ID: "x", Source: "Daily Star", URL: "https://www.dailystar.com.lb/a", Origin: Origin{Path: "d/a.html"}}, "Daily Star"},
		{Article{ID: "x", URL: "https://www.dailystar.com.lb/News/a.ashx", Origin: Origin{Path: "d/a.html"}}, "dailystar.com.lb"},
		{Article{ID: "x", URL: "not a url", Origin: Origin{Path: "in/lakeside-gazette.txt"}}, "lakeside-gazette.txt"},
		{Article{ID: "x", Origin: Origin{Path: "/data/feed.jsonl", Line: 12}}, "feed.jsonl:12"},
		{Article{ID: "bf3a9d5495396875", Origin: Origin{Path: "-", Line: 3}}, "bf3a9d5495396875"},
		{Article{ID: "bf3a9d5495396875"}, "bf3a9d5495396875"},
	}
	for _, tt := range tests {
		if got := tt.a.Name(); got != tt.want {
			t.Errorf("Name(%+v) = %q, want %q", tt.a, got, tt.want)
		}
	}
}
