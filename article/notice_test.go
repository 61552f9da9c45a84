package article

import "testing"

func TestNotArticle(t *testing.T) {
	report := "The storm hit the coast on Monday, cutting power to 40,000 homes. Officials said two people were hurt. Crews worked through the night to clear roads, and schools stayed closed on Tuesday. The mayor said the town would ask the state for help with the cost of the repairs."
	tests := []struct {
		name, title, text, want string
	}{
		{"report", "Storm cuts power", report, ""},
		{"report with a sign-up line", "Storm cuts power", report + "\n\nSign up for our daily newsletter.", ""},
		{"report with a player message", "", report + "\n\nMedia playback is unsupported on your device.", ""},
		{"archive notice", "", "Starting in 1996, Alexa Internet has been donating their crawl data to the Internet Archive. Flowing in every day, these data are added to the Wayback Machine after an embargo period.", "web archive notice"},
		{"crawl seed notice", "", "The seed for Wide00014 was:\n\n - Slash pages from every domain on the web:\n\n -- a ranking of all URLs that have more than one incoming inter-domain link (rank was determined by number of incoming links using Wide00012 inter domain links)\n\n -- up to a maximum of 100 most highly ranked URLs per domain\n\n - Top ranked pages (up to a max of 100) from every linked-to domain using the Wide00012 inter-domain navigational link graph", "web archive notice"},
		{"link-rot crawl notice, its sentences run together", "", "These crawls are part of an effort to archive pages as they are created and archive the pages that they refer to. That way, as the pages that are referenced are changed or taken from the web, a link to the version that was live when the page was written will be preserved.Then the Internet Archive hopes that references to these archived pages will be put in place of a link that would be otherwise be broken, or a companion link to allow people to see what was originally intended by a page's authors.The goal is to fix all broken links on the web . Crawls of supported \"No More 404\" sites.", "web archive notice"},
		{"a collection's description, at length", "", "Crawl of outlinks from wikipedia.org started March, 2016. It has been several years since the last time we did this. For this collection, several things were done: duplicate detection was turned off, and the seed list was built from every wiki, not the English one alone, so the collection will be complete and can be shared with other archives later on. " + report, "web archive notice"},
		{"a report that opens by naming the archive", "", "The Internet Archive said on Monday that its Wayback Machine now holds a trillion pages. " + report, ""},
		{"a brief about a bug report", "", "Users reported broken links on the website of the tax office on Monday.", ""},
		{"tweet placeholder", "", "Tweet with a location\n\nYou can add location information to your Tweets, such as your city or precise location, from the web and via third-party applications.", "social media placeholder"},
		{"script wall", "", "JavaScript is disabled\n\nYou need to enable JavaScript to use SoundCloud", "script or cookie wall"},
		{"cookie wall", "", "We use cookies to give you the best experience. By using this site you agree to our use of cookies.", "script or cookie wall"},
		{"a brief about a whitelist", "", "The ministry published a whitelist of approved suppliers on Monday.", ""},
		{"a brief about files", "", "The files are not publicly accessible, the court said.", ""},
		{"player", "", "Rating is available when the video has been rented.\n\nThis feature is not available right now. Please try again later.", "media player message"},
		{"error page by its title", "Page not found", "Sorry, the page you requested could not be found.", "error page"},
		{"a short item that is no notice", "", "Monkeys at Colchester Zoo have invented a do not disturb sign.", ""},
		{"a brief that names a seed", "", "Nadal, the top seed for the tournament, beat Ruud in straight sets on Sunday.", ""},
		{"a brief about a flight 404", "", "Flight 404 landed safely in Lisbon after a bird strike, the airline said.", ""},
		{"a brief about a search", "", "The body could not be found, police said on Monday, and the search will resume.", ""},
		{"wire correction", "", "In 1 INQUEST Shot Substitute, timed about 1331, please read in third par \"... said that at 7.44pm on September 22...\" correcting time.", "wire service message"},
		{"wire correction naming a place", "", "In 1 COURTS Wife timed about 1634 today Thursday October 7 read in second par \" ... Kirk Hallam, near Ilkeston, Derbyshire ... \" etc substituting \"Ilkeston\" for \"Ilkestone\".", "wire service message"},
		{"a corrected story under its editors' line", "", "(corrected repetition, correcting Pond's age in second par)\n\n" + report, ""},
		{"a brief about a paragraph", "", "The judge read the third paragraph of the letter aloud to the jury.", ""},
		{"empty", "", "", ""},
	}
	for _, tt := range tests {
		if got := NotArticle(tt.title, tt.text); got != tt.want {
			t.Errorf("%s: NotArticle = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func FuzzNotArticle(f *testing.F) {
	f.Add("", "Tweet with a location. You can add location information.")
	f.Add("Page not found", "404")
	f.Fuzz(func(t *testing.T, title, text string) {
		k := NotArticle(title, text)
		if k != "" && !containsKind(k) {
			t.Fatalf("unknown kind %q", k)
		}
	})
}

func containsKind(k string) bool {
	for _, n := range noticeKinds {
		if n.kind == k {
			return true
		}
	}
	return false
}
