package article

// Pages that are not articles.
//
// Design. A crawl of news links brings back, beside the articles, pages
// that hold no report at all: a web archive's notice about its crawls, a
// social network's placeholder ("Tweet with a location"), a script or
// cookie wall, a media player's message, an error or sign-in page; and
// a news wire sends its editors messages that correct a story it sent
// ("please read in third par …"). Their
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
	"slices"
	"strings"

	"github.com/storywire/storywire/textproc"
)

// noticeKinds are the kinds of non-article page, each with phrases (in
// lower case) that mark a sentence of such a page; inPage says that a
// line of the kind also stands inside article pages, as a widget's
// message (a player's, a script wall's), where it is furniture.
var noticeKinds = []struct {
	kind    string
	inPage  bool
	phrases []string
}{
	{"web archive notice", false, []string{"internet archive", "wayback machine", "alexa internet", "archive-it", "crawl data", "this crawl", "crawls performed", "crawl of outlinks", "seed for wide", "web captures", "currently not publicly accessible", "web crawl", "wide crawl", "seedlist", "properties of this collection", "inter-domain link", "inter-domain navigational", "slash pages from every domain", "these crawls are part of", "to these archived pages", "no more 404", "fix all broken links"}},
	{"social media placeholder", true, []string{"tweet with a location", "location information to your tweets", "add a location to your tweets", "your location history", "this tweet is unavailable", "this tweet was deleted", "this post is unavailable", "content is not available"}},
	{"script or cookie wall", true, []string{"enable javascript", "javascript is disabled", "javascript is required", "javascript to watch", "we use cookies", "our use of cookies", "accept all cookies", "cookie settings", "our cookie policy", "enable cookies", "disable your ad blocker", "turn off your ad blocker", "whitelist our site"}},
	{"media player message", true, []string{"video has been rented", "not available right now", "transcript could not be loaded", "media playback is unsupported", "video is unavailable", "video is no longer available", "video unavailable", "playback is not supported", "subject matter of a graphic nature", "viewer discretion is advised"}},
	{"error page", false, []string{"page not found", "404 error", "error 404", "404 not found", "page you requested", "page you are looking for", "page you were looking for", "domain mapping", "please try again later", "page url may have changed", "contact our webmaster", "may no longer be here"}},
	{"wire service message", true, []string{"please read in", "corrected repetition", "in first par", "in second par", "in third par", "in fourth par", "in fifth par", "in last par", "editors please note", "please note editors", "correcting time", "correcting spelling", "correcting name", "correcting age"}},
	{"sign-in or subscription page", true, []string{"sign in using", "log in to continue", "sign in to continue", "loginwidget", "already a subscriber", "subscribe to continue", "create an account", "join our mailing list", "sign up for our", "please sign in", "thank you for registering", "already have an account", "click here to return", "join us on facebook", "like us on facebook", "delivered to your inbox"}},
}

// collectionOpenings open a web archive's description of one of its
// collections ("Crawl of outlinks from wikipedia.org started March,
// 2016"), whose prose about crawling goes on at any length: a page that
// opens with one is the archive's, whatever follows. A page that opens
// by naming the Internet Archive may be a report about it, and is
// judged as any other.
var collectionOpenings = []string{"crawl of outlinks", "this crawl", "wide crawl", "seedlist", "crawls performed",
	"seed for wide", "properties of this collection", "web captures", "crawl data"}

// proseFloor is the least prose (words outside furniture sentences) of
// an article whose furniture outweighs it: a report has a few sentences
// at least.
const proseFloor = 40

// noticeKeys holds the word hash (textproc.AppendWordHashes) of the
// longest word of each phrase: a sentence with none of them as a word
// is prose, without a look at the phrases.
var noticeKeys = func() map[uint32]bool {
	keys := map[uint32]bool{}
	for _, k := range noticeKinds {
		for _, p := range k.phrases {
			spans := textproc.AppendWords(nil, p)
			longest := spans[0]
			for _, sp := range spans[1:] {
				if sp.End-sp.Start > longest.End-longest.Start {
					longest = sp
				}
			}
			keys[textproc.AppendWordHashes(nil, p[longest.Start:longest.End])[0]] = true
		}
	}
	return keys
}()

// NotArticle says whether a page is not an article, and which kind of
// page it is ("web archive notice", "error page", …): "" for an article.
// A sentence is checked against the phrases only when it has one of
// their key words (noticeKeys), and the judgement stops as soon as the
// prose is long enough to make the page an article: most articles cost
// one pass over the words of their first sentences.
func NotArticle(title, text string) string {
	var hs []uint32
	words := map[string]int{} // furniture words by kind
	furniture, prose := 0, 0
	// kind returns the notice kind of s and its number of words.
	kind := func(s string) (string, int) {
		hs = textproc.AppendWordHashes(hs[:0], s)
		if noticeWord(hs) {
			return noticeKind(s), len(hs)
		}
		return "", len(hs)
	}
	if title != "" {
		if k, n := kind(title); k != "" {
			words[k] += n
			furniture += n
		}
	}
	for i, sn := range textproc.Sentences(text) {
		k, n := kind(text[sn.Start:sn.End])
		if i == 0 && k == "web archive notice" && hasPhrase(strings.ToLower(text[sn.Start:sn.End]), collectionOpenings) {
			return k
		}
		if k == "" {
			if prose += n; prose >= proseFloor {
				return ""
			}
			continue
		}
		words[k] += n
		furniture += n
	}
	if furniture == 0 || prose > furniture {
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

// noticeWord reports whether the word hashes hs hold a key word of a
// notice phrase (noticeKeys).
func noticeWord(hs []uint32) bool {
	return slices.ContainsFunc(hs, func(h uint32) bool { return noticeKeys[h] })
}

// noticeKind is the kind of non-article page a sentence belongs to, ""
// when it is none.
func noticeKind(s string) string {
	l := strings.ToLower(s)
	for _, k := range noticeKinds {
		if hasPhrase(l, k.phrases) {
			return k.kind
		}
	}
	return ""
}

// widgetLine reports whether a short line (l, in lower case) is a
// widget's message that pages print beside their article ("Please
// enable Javascript to watch this video"): a notice of an inPage kind.
// A line naming the Internet Archive, or a page not found, may be a
// headline. The phrases are read only when a key word is there.
func widgetLine(l string) bool {
	var buf [16]uint32 // a short line's words: no allocation
	if !noticeWord(textproc.AppendWordHashes(buf[:0], l)) {
		return false
	}
	for _, k := range noticeKinds {
		if k.inPage && hasPhrase(l, k.phrases) {
			return true
		}
	}
	return false
}

func hasPhrase(l string, phrases []string) bool {
	return slices.ContainsFunc(phrases, func(p string) bool { return strings.Contains(l, p) })
}
