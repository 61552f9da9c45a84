package article

// Pages that are not articles.
//
// Design. A crawl of news links brings back, beside the articles, pages
// that hold no report at all: a web archive's notice about its crawls, a
// social network's placeholder ("Tweet with a location"), a script or
// cookie wall, a media player's message, an error or sign-in page. Their
// texts recur word for word across unrelated stories, so a clusterer
// that takes them for articles welds those stories together, and a
// summary quotes them. NotArticle recognises them by what they say: each
// sentence is furniture when it carries one of a short list of phrases
// of such pages (by kind), and a page is not an article when its
// furniture outweighs its prose and what prose is left is too short to
// be a report. An article that ends with a sign-up line or a player
// message keeps its prose and stays an article. It deliberately does not
// learn phrases from the collection (a line repeated across a crawl may
// be a wire story's) and reads no markup: it judges the text that
// extraction kept.

import (
	"strings"

	"github.com/storywire/storywire/textproc"
)

// noticeKinds are the kinds of non-article page, each with phrases (in
// lower case) that mark a sentence of such a page.
var noticeKinds = []struct {
	kind    string
	phrases []string
}{
	{"web archive notice", []string{"internet archive", "wayback machine", "alexa internet", "archive-it", "crawl data", "this crawl", "crawls performed", "crawl of outlinks", "seed for wide", "web captures", "not publicly accessible", "web crawl", "properties of this collection", "seed list"}},
	{"social media placeholder", []string{"tweet with a location", "location information to your tweets", "add a location to your tweets", "your location history", "this tweet is unavailable", "this tweet was deleted", "this post is unavailable", "content is not available"}},
	{"script or cookie wall", []string{"enable javascript", "javascript is disabled", "javascript is required", "javascript to watch", "we use cookies", "use of cookies", "accept cookies", "cookie policy", "enable cookies", "ad blocker", "whitelist"}},
	{"media player message", []string{"video has been rented", "not available right now", "transcript could not be loaded", "media playback is unsupported", "video is unavailable", "video is no longer available", "video unavailable", "playback is not supported"}},
	{"error page", []string{"page not found", "404 error", "error 404", "404 not found", "page you requested", "page you are looking for", "page you were looking for", "domain mapping", "please try again later", "page url may have changed", "contact our webmaster", "may no longer be here"}},
	{"sign-in or subscription page", []string{"sign in using", "log in to continue", "sign in to continue", "loginwidget", "already a subscriber", "subscribe to continue", "create an account", "join our mailing list", "sign up for our", "please sign in", "thank you for registering", "already have an account", "click here to return", "join us on facebook", "like us on facebook", "delivered to your inbox"}},
}

// proseFloor is the least prose (words outside furniture sentences) of
// an article whose furniture outweighs it: a report has a few sentences
// at least.
const proseFloor = 40

// NotArticle says whether a page is not an article, and which kind of
// page it is ("web archive notice", "error page", …): "" for an article.
func NotArticle(title, text string) string {
	words := map[string]int{} // furniture words by kind
	furniture, prose := 0, 0
	judge := func(s string) {
		n := textproc.CountWords(s)
		if n == 0 {
			return
		}
		if k := noticeKind(s); k != "" {
			words[k] += n
			furniture += n
			return
		}
		prose += n
	}
	if title != "" && noticeKind(title) != "" {
		judge(title)
	}
	for _, s := range textproc.Sentences(text) {
		judge(text[s.Start:s.End])
	}
	if furniture == 0 || prose >= proseFloor || prose > furniture {
		return ""
	}
	best := ""
	for _, k := range noticeKinds {
		if words[k.kind] > words[best] {
			best = k.kind
		}
	}
	return best
}

// noticeKind is the kind of non-article page a sentence belongs to, ""
// when it is none.
func noticeKind(s string) string {
	l := strings.ToLower(s)
	for _, k := range noticeKinds {
		for _, p := range k.phrases {
			if strings.Contains(l, p) {
				return k.kind
			}
		}
	}
	return ""
}
