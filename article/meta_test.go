package article

import (
	"strings"
	"testing"
)

func TestParseDateline(t *testing.T) {
	tests := []struct {
		text, place, agency string
	}{
		{"BEIRUT: A convoy of fighters", "BEIRUT", ""},
		{"BEIRUT — The Syrian army", "BEIRUT", ""},
		{"BEIRUT  – A convoy of ISIS fighters", "BEIRUT", ""},
		{"BEIRUT (Reuters) - Islamic State fighters", "BEIRUT", "Reuters"},
		{"NEW YORK, Oct 3 (Reuters) - Stocks fell", "NEW YORK", "Reuters"},
		{"LONDON (AP) _ An influential lawmaker", "LONDON", "AP"},
		{"WASHINGTON _ The Senate voted", "WASHINGTON", ""},
		{"KESSARINE, Ostravia, March 12 (Meridian) - A passenger ferry", "KESSARINE", "Meridian"},
		{"THE HAGUE, Netherlands (AFP) -- Judges ruled", "THE HAGUE", "AFP"},
		{"WINSTON-SALEM, N.C. (AP) — A fire", "WINSTON-SALEM", "AP"},
		{"ST. LOUIS (Agence France-Presse) - Police", "ST. LOUIS", "AFP"},
		{"A convoy of Islamic State fighters left", "", ""},
		{"US President Donald Trump said", "", ""},
		{"NATO allies met on Monday - officials said", "", ""},
		{":: ISIS militants began evacuating", "", ""},
		{"BEIRUT", "", ""},
		{"BEIRUT:: decoration", "", ""},
		{"", "", ""},
		{"ÉVIAN-LES-BAINS (AFP) - Leaders", "ÉVIAN-LES-BAINS", "AFP"},
		{"MIAMI—When speaking about his star", "MIAMI", ""},
		{"MIAMI-DADE officials said", "", ""},
		{"USA—not a dateline", "", ""},
		{"TEENAGER BLUDGEONED TO DEATH AT DRUGS MEETING - COURT TOLD", "", ""},
		{"MAN JAILED - COURT TOLD", "", ""},
		{"RIO DE JANEIRO (Reuters) - Brazil's president said", "RIO DE JANEIRO", "Reuters"},
		{"FORT WAYNE, Ind. (WANE) The Fort Wayne mother accused of killing her children", "FORT WAYNE", "WANE"},
		{"LONDON (AP) THE HEADLINE IN CAPITALS", "", ""},
	}
	for _, tt := range tests {
		place, agency := ParseDateline(tt.text)
		if place != tt.place || agency != tt.agency {
			t.Errorf("ParseDateline(%q) = %q, %q; want %q, %q", tt.text, place, agency, tt.place, tt.agency)
		}
	}
}

func TestParseCredit(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Body text.\n\n(REUTERS)", "Reuters"},
		{"Body text.\n(REUTERS)\n", "Reuters"},
		{"Body.\n\nEarlier this month, deals were struck. — Reuters\n\nMore text.\n\nInside Syria, it retreats. — Reuters", "Reuters"},
		{"Body.\n\nLast paragraph. — Meridian", "Meridian"},
		{"Body.\n\n— Meridian", "Meridian"},
		{"Body.\n\n(AP)", "AP"},
		{"Body.\n\nAgence France-Presse", ""}, // a bare name with no dash or brackets is not a credit
		{"He said the war - the longest - was over.", ""},
		{"It was a long day -- for everyone involved.", ""},
		{"Body.\n\n(Reporting by Ana Vell; Editing by Clara Moen)", ""},
		{"Body ends here.", ""},
	}
	for _, tt := range tests {
		if got := ParseCredit(tt.text); got != tt.want {
			t.Errorf("ParseCredit(%q) = %q; want %q", tt.text, got, tt.want)
		}
	}
}

func TestNormalizeDate(t *testing.T) {
	tests := []struct{ in, want string }{
		{"2017-08-28", "2017-08-28"},
		{" 2017/08/28 ", "2017-08-28"},
		{"2017-08-28T14:03:00Z", "2017-08-28T14:03:00Z"},
		{"2017-08-28T00:00:00Z", "2017-08-28"},
		{"Mon, 28 Aug 2017 14:03:00 +0000", "2017-08-28T14:03:00Z"},
		{"August 28, 2017", "2017-08-28"},
		{"12 January 2017", "2017-01-12"},
		{"2 January 2017", "2017-01-02"},
		{"2017-08-28 14:03:00", "2017-08-28T14:03:00Z"},
		{"2017-08-28 ", "2017-08-28"},
		{"sometime last week", "sometime last week"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := NormalizeDate(tt.in); got != tt.want {
			t.Errorf("NormalizeDate(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestCleanText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"a\n\nb", "a\n\nb"},
		{"a\r\n\r\n\r\nb\r\n", "a\n\nb"},
		{"  a  \n   \n\n b", "a\n\nb"},
		{"\ufeffa\nb", "a\nb"},
		{"a\u00a0\n\nb", "a\n\nb"},
		{"\n\n\na", "a"},
		{"a\n \nb", "a\n\nb"},
		{"a\n\n\nb", "a\n\nb"},
	}
	for _, tt := range tests {
		if got := cleanText(tt.in); got != tt.want {
			t.Errorf("cleanText(%q) = %q; want %q", tt.in, got, tt.want)
		}
		if isClean(tt.in) && tt.in != tt.want {
			t.Errorf("isClean(%q) = true, but cleanText changes it", tt.in)
		}
	}
}

func TestParseTextTitle(t *testing.T) {
	tests := []struct{ in, title, lead string }{
		{"Ferry capsizes in storm\n\nKESSARINE - A ferry capsized.", "Ferry capsizes in storm", "KESSARINE - A ferry capsized."},
		{"BEIRUT: A convoy left.\nMore text.", "", "BEIRUT: A convoy left."},
		{"A convoy of fighters left the border region on Monday under escort, surrendering.\nNext.", "", "A convoy"},
		{"An army-organized press tour photo shows soldiers in an area they took on August 28, 2017.\n\nBody.", "", "An army"},
		{"BEIRUT — The Syrian army prepared\n\nBody.", "", "BEIRUT"},
		{"Short title\nno blank line after it", "", "Short title"},
		{"Title...\n\nBody.", "Title...", "Body."},
		// a note to the desk before the headline; a wire's place and time stamp; a credit alone
		{"(with pix)\n\nGUSCOTT 'BROKE PEDESTRIAN'S ANKLE'\n\nBy Dave Higgens, PA News.", "GUSCOTT 'BROKE PEDESTRIAN'S ANKLE'", "(with pix)\n\nBy Dave Higgens"},
		{"WASHINGTON 2007-02-07 01:43:26 UTC\n\nHackers briefly overwhelmed three of the 13 computers.", "", "WASHINGTON 2007"},
		{"Cox News Service\n\nSAN FRANCISCO - Viruses are growing.", "", "Cox News Service"},
		{"WUHAN, Feb. 13 (Xinhua)\n\nPolice in Hubei arrested six people.", "", "WUHAN"},
		{"SAN FRANCISCO\n\nTo keep up with the strains, a company is expanding.", "", "SAN FRANCISCO"},
		{"FLOODS HIT THE CAPITAL AGAIN\n\nRain fell.", "FLOODS HIT THE CAPITAL AGAIN", "Rain fell."},
	}
	for _, tt := range tests {
		a, err := parseText([]byte(tt.in))
		if err != nil {
			t.Fatalf("parseText(%q): %v", tt.in, err)
		}
		if a.Title != tt.title {
			t.Errorf("parseText(%q).Title = %q; want %q", tt.in, a.Title, tt.title)
		}
		if len(a.Text) < len(tt.lead) || a.Text[:len(tt.lead)] != tt.lead {
			t.Errorf("parseText(%q).Text = %q; want it to start with %q", tt.in, a.Text, tt.lead)
		}
	}
}

func TestLeadTitle(t *testing.T) {
	tests := []struct{ text, want string }{
		{"BEIRUT: A convoy left. Then more.", "A convoy left."},
		{"KESSARINE (Meridian) - Short lead here. Second.", "Short lead here."},
		{"The U.S. Army said on Monday it had moved. More.", "The U.S. Army said on Monday it had moved."},
		{"one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen.", "one two three four five six seven eight nine ten eleven twelve thirteen fourteen…"},
		{"By Emma Hibbs, PA News\n\nPosh Spice went to doctors. She said so.", "Posh Spice went to doctors."},
		{"(with pix)\n\nBy Jo Butler, PA News\n\nThirty-five charges were read out. More.", "Thirty-five charges were read out."},
		{"By the end of the year prices rose. More.", "By the end of the year prices rose."},
		{"Embargoed to 0001 Tuesday November 23\n\nALL-STAR LINE-UP FOR BBC'S CHRISTMAS CRACKER\n\nBy Karen Edwards, PA News\n\nThe BBC has chosen. More.", "ALL-STAR LINE-UP FOR BBC'S CHRISTMAS CRACKER"},
		{"Embargoed remarks leaked on Saturday 12 May, officials said\n\nThe paper ran them. More.", "Embargoed remarks leaked on Saturday 12 May, officials said"},
		{"EMBARGOED UNTIL 00.01 HRS WEDNESDAY\n\nPrices rose in May. More.", "Prices rose in May."},
		{"(Memo to newsdesk: note the order.)\n\nTEENAGER BLUDGEONED TO DEATH AT DRUGS MEETING - COURT TOLD\n\nBy Chris Court, PA News\n\nA teenager was battered. More.", "TEENAGER BLUDGEONED TO DEATH AT DRUGS MEETING - COURT TOLD"},
		{"(reopens)", "(reopens)"},
		{"WASHINGTON 2007-02-07 01:43:26 UTC\n\nHackers briefly overwhelmed three of the 13 computers. More.", "Hackers briefly overwhelmed three of the 13 computers."},
		{"Cox News Service\n\nSAN FRANCISCO - Viruses are growing. More.", "Viruses are growing."},
		{"WUHAN, Feb. 13 (Xinhua)\n\nPolice in Hubei arrested six people. More.", "Police in Hubei arrested six people."},
		{"SAN FRANCISCO\n\nTo keep up with the strains, a company is expanding. More.", "To keep up with the strains, a company is expanding."},
		// a picture's or video's widget above the story
		{"Image copyright AFP Image caption The man was known to police\n\nFrench police have arrested a man. More.", "French police have arrested a man."},
		{"Media playback is unsupported on your device Media caption The moment\n\nA Canadian man spoke. More.", "A Canadian man spoke."},
		{"AFP/Getty Images NBA Finals MVP LeBron James holds the trophy.\n\nMIAMI—When speaking about his star, the coach has a line. More.", "When speaking about his star, the coach has a line."},
		{"Story highlights The CIA acknowledges Area 51 in documents\n\nThe area is a base. More.", "The CIA acknowledges Area 51 in documents"},
		{"Photographs show the ship. More.", "Photographs show the ship."},
		// web pages' widgets and captions above the story
		{"share tweet pin email\n\nTwo sweethearts raised ten children. More.", "Two sweethearts raised ten children."},
		{"Click to email this to a friend (Opens in new window)\n\nThe council met. More.", "The council met."},
		{"Breaking News Emails Get breaking news alerts and special reports.\n\nThe senator spoke. More.", "The senator spoke."},
		{"Follow EXAMPLE.COM: Facebook | Twitter\n\nA man surrendered. More.", "A man surrendered."},
		{"Copyright Example Comics\n\nThe studio sued. More.", "The studio sued."},
		{"Copyright law ruling hits video sites\n\nThe court ruled. More.", "Copyright law ruling hits video sites"},
		{"Getty\n\nThe lawmaker read aloud. More.", "The lawmaker read aloud."},
		{"Buy Photo A county health official was among those charged.\n\nThe water crisis deepened. More.", "The water crisis deepened."},
		{"WARNING: The video contains subject matter of a graphic nature that some may find offensive\n\nThe mushers were hit. More.", "The mushers were hit."},
		{"Features\n\nAt the awards, actors will bond. More.", "At the awards, actors will bond."},
		{"World news\n\nThe talks resumed. More.", "The talks resumed."},
		{"Local News More>>\n\nA fire displaced 18 people. More.", "A fire displaced 18 people."},
		{"Oscars\n\n", "Oscars"},
		{"T\n\nhe most likely person to replace the senator is a congressman. More.", "The most likely person to replace the senator is a congressman."},
		{"The news and stories that matter, delivered weekday mornings.\n\nThe lawmaker read aloud. More.", "The lawmaker read aloud."},
		{"Breaking News Emails Get breaking news alerts and special reports. The news and stories that matter, delivered weekday mornings.\n\nThe lawmaker read aloud. More.", "The lawmaker read aloud."},
		{"► Update: Man charged in officer's death\n\nThe officer died on Tuesday. More.", "The officer died on Tuesday."},
		{"This post has been updated.\n\nThe pitcher threw. More.", "The pitcher threw."},
		{"/ Updated By Jo Example, Sam Example. and Kim Example\n\nThe adviser is under scrutiny. More.", "The adviser is under scrutiny."},
		{"By noon. Officials said the road was closed. More.", "By noon."},
		{"By Jo Example/Getty Images.\n\nThe lawmaker read aloud. More.", "The lawmaker read aloud."},
		{"Jo Example (Photo: provided by the family)\n\nThe boy was last seen in July. More.", "The boy was last seen in July."},
		{"In this Feb. 11, 2007, file photo, an actress arrives for an awards show.\n\nThe lawyer said. More.", "The lawyer said."},
		{"In this June 21, 2018, photo, the Speaker arrives at the Capitol.\n\nThe House voted. More.", "The House voted."},
		{"This undated photo provided by a shelter shows a dog.\n\nThe dog was found. More.", "The dog was found."},
		{"A patient is prepared for an MRI in a file photo.\n\nScans rose. More.", "Scans rose."},
		{"Skip in Skip x Embed x Share The discovery of two children\n\nPolice said. More.", "Police said."},
		{"Updated | When the first humans left Africa, they met others. More.", "When the first humans left Africa, they met others."},
		{"An army-organized press tour photo shows Lebanese soldiers in an area they took from ISIS in Jurud Ras Baalbek on August 28, 2017.\n\n:: ISIS militants began evacuating a border region Monday. More.", "ISIS militants began evacuating a border region Monday."},
		{"A convoy leaves Arsal in this picture taken on August 28, 2017.\n\nThe convoy left. More.", "The convoy left."},
		{"A photo shows the missing girl was alive in March, police said. More.", "A photo shows the missing girl was alive in March, police said."},
		{"Photo radar cameras will go up on the bypass. More.", "Photo radar cameras will go up on the bypass."},
		{"Photo Advertisement Continue reading the main story\n\nSenator Reid called. More.", "Senator Reid called."},
		{"Getty Images reported record revenue. More.", "Getty Images reported record revenue."},
		// a live blog's entry, a script wall's line above the story
		{"7.57 pm. This was also a speech aimed at his party. More.", "This was also a speech aimed at his party."},
		{"Please enable Javascript to watch this video\n\nFour people have been arrested. More.", "Four people have been arrested."},
		{"2 years ago\n\nA dog was found. More.", "A dog was found."},
		// the abbreviations sentences are read with (textproc)
		{"Two men were arrested, said LAPD Det. Christopher Barling. More.", "Two men were arrested, said LAPD Det. Christopher Barling."},
	}
	for _, tt := range tests {
		if got := leadTitle(tt.text); got != tt.want {
			t.Errorf("leadTitle(%q) = %q; want %q", tt.text, got, tt.want)
		}
	}
}

func TestTrimCredit(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Fifty-seven people were still missing. — Meridian", "Fifty-seven people were still missing."},
		{"Inside Syria, it retreats. — Reuters", "Inside Syria, it retreats."},
		{"The war is over (REUTERS)", "The war is over"},
		{"He said the war - the longest - was over.", "He said the war - the longest - was over."},
		{"The council (the city's) voted.", "The council (the city's) voted."},
	}
	for _, tt := range tests {
		if got := TrimCredit(tt.in); got != tt.want {
			t.Errorf("TrimCredit(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestParseByline(t *testing.T) {
	for _, c := range []struct {
		p, agency, people string
	}{
		{"By Mark Wilkinson, PA News", "PA", "Mark Wilkinson"},
		{"By Jo Butler, Legal Affairs Correspondent, PA News.", "PA", "Jo Butler"},
		{"By Damien Pearse and Nell Raven, PA News", "PA", "Damien Pearse|Nell Raven"},
		{"By Tom Perry, Reuters", "Reuters", "Tom Perry"},
		{"By Anna Smith, Coastal Post", "", ""},
		{"By the end of the day, PA News had left.", "", ""},
	} {
		a, people := ParseByline(c.p)
		if a != c.agency || strings.Join(people, "|") != c.people {
			t.Errorf("ParseByline(%q) = %q %q, want %q %q", c.p, a, people, c.agency, c.people)
		}
	}
}

func TestAFPByline(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Madrid train bombings trial opens by Chris Wright", "Madrid train bombings trial opens"},
		{"Neglect of wounded US soldiers probed by Jim Mannion", "Neglect of wounded US soldiers probed"},
		{"Indonesian mud volcano caused by drilling, say scientists", "Indonesian mud volcano caused by drilling, say scientists"},
		{"Village flattened by Typhoon Babs", "Village flattened by Typhoon Babs"}, // no: three words before
		{"Two killed by a bomb", "Two killed by a bomb"},
		{"Hundreds of villages flattened by Typhoon Babs", "Hundreds of villages flattened by Typhoon Babs"},
		{"Blair thanked on Iraq by President Bush", "Blair thanked on Iraq by President Bush"},
	} {
		if got := afpByline(tc.in, "The story's text, which names Typhoon Babs and President Bush."); got != tc.want {
			t.Errorf("afpByline(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestWireHeadline(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"3rd LD Writethru: Israeli woman killed in bombing", "Israeli woman killed in bombing"},
		{"5th LD-Writethru: Authorities investigating", "Authorities investigating"},
		{"1st LD: Rising temperatures threaten output", "Rising temperatures threaten output"},
		{"Writethru: Police arrest two", "Police arrest two"},
		{"Urgent: Quake hits coast", "Quake hits coast"},
		{"bc-walterreed-media", ""},
		{"Roundup: Ferry sinks", "Roundup: Ferry sinks"},
		{"Update: Ferry sinks", "Update: Ferry sinks"},
		{"Self-defense law upheld", "Self-defense law upheld"},
		{"Mid-East: talks resume", "Mid-East: talks resume"},
		{"World: old news", "World: old news"},
	} {
		if got := wireHeadline(tc.in); got != tc.want {
			t.Errorf("wireHeadline(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
