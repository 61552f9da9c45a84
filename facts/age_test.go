package facts

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
)

func TestAgesAndDistances(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string // thing/qualifier=value
	}{
		{"Dwight Smith, 30, and Kevin Johnson, 25, were arrested last week.", []string{"age/D. Smith=30", "age/K. Johnson=25"}},
		{"Arcade Joseph Comeaux Jr., 49, escaped.", []string{"age/A. Comeaux=49"}},
		{"Husband Martin Evans, 38, was due to stand trial. Widow Ivy Lomas, 63, was killed.", []string{"age/M. Evans=38", "age/I. Lomas=63"}},
		{"The 99-year-old Queen Mother was not in the car.", []string{"age/Mother=99"}},
		{"Stunning Tracy, 26, plays Maxine. Unemployed John Jenkin, 45, denied it.", []string{"age/Tracy=26", "age/J. Jenkin=45"}},
		{"Ms Druhan, now aged 64, had appealed. Hindley, aged 57, is 57. Downey, ten, and Evans, 17, died.", []string{"age/Druhan=64", "age/Hindley=57", "age/Downey=10", "age/Evans=17"}},
		// an age "now" is read (Compare disputes no age of another time with it); a timeline's entry is not
		{"His fiancee Danielle Cable, now 21, was driving. September 21 - Pinochet, aged 82, flies to Britain.", []string{"age/D. Cable=21"}},
		{"Brian Alleyne, 19 and Dwayne Dawkins, 20, both of Milton Keynes, deny robbery.", []string{"age/B. Alleyne=19", "age/D. Dawkins=20"}},
		{"The suspected gunman, identified by police as 27-year-old Kanasho Shadrick Johns, was arrested.", []string{"age/K. Johns=27"}},
		// a nationality after the age is the noun, the name before it the holder
		{"They are Rabei Ousmane Sayed Ahmed, a 35-year-old Egyptian.", []string{"age/R. Ahmed=35"}},
		{"Banfield raped a divorcee of 45 he met while on duty; a crew of 20 sailed.", []string{"age/divorcee=45"}},
		{"Sergio Daniel Valencia del Toro, a 27-year-old Menasha man, armed himself.", []string{"age/S. Toro=27"}},
		{"A 6-week-old baby died Thursday.", []string{"age in weeks/baby=6"}},
		// an age spelled out, however long the compound; it is no first name
		{"Sixteen-year-old Kimani Gray was shot on Saturday.", []string{"age/K. Gray=16"}},
		// a compound epithet before a name is not its first name
		{"Wheelchair-bound Pamela Coughlan, 55, won. Pakistan-born Khuram Butt, 27, was known to police.", []string{"age/P. Coughlan=55", "age/K. Butt=27"}},
		{"Geraldine Alcorn, a sixty-one-year-old grandmother, was arraigned.", []string{"age/G. Alcorn=61"}},
		// a tabloid's epithet before a name is not its first name
		{"Evil Paul Banfield, 33, wept. Depraved Banfield, 33, boasted.", []string{"age/P. Banfield=33", "age/Banfield=33"}},
		{"The 21-year-old mom survived.", []string{"age/mom=21"}},
		// a title or rank between the age and the name, cut short or not
		{"Police identified the officer who died as 51-year-old Capt. Tom Tennant.", []string{"age/T. Tennant=51"}},
		{"He met 70-year-old Sen. Joe Biden in Iowa.", []string{"age/J. Biden=70"}},
		// a name in apposition after the age alone
		{"It recalls the case of another 15-year-old, Michalis Kaltezas, who was killed.", []string{"age/M. Kaltezas=15"}},
		{"He shot a 19-year-old, Police Chief Bob Smith said.", []string{"age/someone=19"}},
		{"It struck on Jan. 2, 2007, in Polewali (AP).", nil},
		{"He called on May 29, about 11 a.m.", nil},
		{"Nickel Mines, about 35 miles (55 kilometers) west of Philadelphia.", []string{"miles/from Philadelphia=35", "kilometres/from Philadelphia=55"}},
		{"Area 51, about 125 miles northwest of Las Vegas, was a base.", []string{"miles/from Las Vegas=125"}},
		{"The site was 6 nautical miles (7 miles; 11 kilometers) off Mallipo beach.", []string{"miles/from Mallipo=7", "kilometres/from Mallipo=11"}},
		{"The crash site lies 30 km inland.", []string{"kilometres/=30"}}, // a distance from no place: by value only
		{"Goteborg is about 500 kilometers (300 miles) southwest of the capital, Stockholm.", []string{"kilometres/from Stockholm=500", "miles/from Stockholm=300"}},
		{"Roberts was 32 when he killed himself, authorities said.", []string{"age/Roberts=32"}},
		{"The trio's lead singer, Rich Cronin, died at age 36 in September 2010.", []string{"age/R. Cronin=36"}},
		{"Band mate Rich Cronin passed away at the age of 36.", []string{"age/R. Cronin=36"}},
		{"He was 41. His family said he was 22 and in Gaza aged 20.", []string{"age/someone=41", "age/someone=22"}},
		{"The man, identified only as Adam S., 47, was found in a park.", []string{"age/A. S.=47"}},
		{"Troops from the U.S., 40, took part.", nil},
		{"Internet authorities say Li Jun, 25, a resident of Wuhan, wrote it.", []string{"age/J. Li=25"}},
		{"On Thursday, Wang Youcai, 33, is to go on trial. Wang, 33, denies the charge.", []string{"age/Y. Wang=33", "age/Wang=33"}},
		{"Sold from Dec. 3 to Jun 25, 2007, the food was recalled.", nil},
		// a parent's children; a person's age given as "a lad of 11"
		{"Father-of-four Barwell, a father of three children, met a mother of 12 and the father of one of the men.", []string{"children/father's=4", "children/father's=3", "children/mother's=12"}},
		{"A LAD of 11 was killed; a woman of 22 was abducted.", []string{"age/lad=11", "age/woman=22"}},
		// a place is no one's name; a description of membership is no holder
		{"NEW YORK (AP) — Colin Kroll, a tech executive who co-founded the app, has died. He was 35.", []string{"age/C. Kroll=35"}},
		{"Prodigy, one-half of the legendary rap group Mobb Deep, died Tuesday at age 42.", []string{"age/Prodigy=42"}},
		// a person's noun after "a N-year-old", past a word that qualifies it
		{"Banfield raped a 45-year-old divorcee after breaking into her home.", []string{"age/divorcee=45"}},
		{"He ran down 16-year-old A-level student Lydia Morgan.", []string{"age/L. Morgan=16"}},
		{"Police were called after the 24-year-old actress's London agents received an email.", []string{"age/actress=24"}},
		{"She got engaged to 55-year-old Douglas on New Year's Eve.", []string{"age/Douglas=55"}}, // the name itself, not a noun past it
		{"A 61-year-old man, Allan Kirkpatrick-was charged.", []string{"age/A. Kirkpatrick=61"}},
		// a group's name after its noun is no one's
		{"The rap duo Mobb Deep lost its founder on Tuesday. He was 42.", []string{"age/someone=42"}},
		// ranks and titles before a name are not its first name
		{"CSM Michael Gleave, 39, denied it; Lance Corporal Carr, 26, gave evidence.", []string{"age/M. Gleave=39", "age/Carr=26"}},
		{"PC's Jane Bramble, 30, and Lord Melchett, 51, were there with Father-of-four Jones, 43.", []string{"age/J. Bramble=30", "age/Melchett=51", "children/father's=4", "age/Jones=43"}},
		// "the N-year-old" with no noun of its own, as a subject, is the
		// person the text is about: the one it names most, as a person
		{"Roger Baker was jailed. Lehman Brothers lost. The 57-year-old, who was banned, is a farmer. Baker said it was a shame.", []string{"age/R. Baker=57"}},
		{"Warren Jeffs was jailed in Texas. Jeffs said nothing. He was sentenced for his assault on the 12-year-old.", []string{"age/someone=12"}},
		{"Lehman Brothers and BNP Paribas lost money. The 70-year-old, who ran the fund, was arrested.", []string{"age/someone=70"}},
		// by first name alone too ("Ricky"), never a first name in a
		// name ("North Korea"); a noun phrase of a person after the age
		// names no one of its own, one of an animal is not a person's
		{"Asian student Ricky Reel went out. Ricky later disappeared. The inquest into the death of the 20-year-old Asian student who was found drowned heard that Ricky was drunk.", []string{"age/R. Reel=20"}},
		{"Korea Peace said so. North Korea and South Korea met. The 74-year-old, who visited North Korea, spoke.", []string{"age/someone=74"}},
		{"Dave Jones was charged. Jones said he was innocent. The allegations against the 43-year-old football boss, who lives in Hampshire, date from 1987.", []string{"age/D. Jones=43"}},
		{"Police chief Hor Ang said so, Hor Ang added. The 62-year-old bull elephant was found dead.", nil},
		// a person named by a role, with an age in apposition; not a list of ages
		{"The mother, 54, a widow, said her daughter, 28, was at risk. The widowed mother, aged 54, argued.", []string{"age/mother=54", "age/daughter=28", "age/mother=54"}},
		{"He shot three women, including a nurse, aged 25, 42 and 61.", nil},
		// a name after "of" is the noun's, not the age's
		{"Dave Jones faced a court. A charge was laid against the 43-year-old boss of Southampton FC.", []string{"age/boss=43"}},
		// an age given of a pronoun is the age of whom the paragraph names
		{"LFO singer Devin Lima died on Wednesday, Us Weekly confirms. He was 41.", []string{"age/D. Lima=41"}},
		{"One bomber was identified as Yusef Ali Mohammed Zughayar, who lived near Jerusalem. His family said he was 22.", []string{"age/Y. Zughayar=22"}},
		{"Tavin Price was shot at a car wash. \"He was just wearing red shoes,\" LAPD Det. Christopher Barling said. The 19-year-old was shot four times.", []string{"age/T. Price=19"}},
		{"Police spokesman John Hale said it was over. She was 30.", []string{"age/someone=30"}},
		// "The 17-year-old plane" is no one's age: the plane's
		{"Juan Manuel Alvarez drove onto the tracks. The 17-year-old plane crashed.", []string{"age/plane=17"}},
		{"Juan Manuel Alvarez drove onto the tracks. The 35-year-old law dates from 1970.", nil}, // "law dates": a noun of two words?
		{"Officials said the 40-year-old bridge was inspected last year.", []string{"age/bridge=40"}},
		{"The 40-year-old arch bridge collapsed.", nil}, // which word is the noun is unsure
		{"He sold his 40-year-old car.", nil},
		{"In Croatia, the ailing 78-year-old pope, who has been in office 20 years, spoke.", []string{"age/pope=78"}},
		// "died at 62"; a surname alone of the one person named in full
		{"John Paul beatified Cardinal Alojzije Stepinac. Stepinac backed a regime led by Ante Pavelic. By 1942, however, Stepinac denounced it. He died at 62 in 1960.", []string{"age/Stepinac=62"}},
		{"Smith died at 80 on Sunday.", []string{"age/Smith=80"}},
		// a pronoun's age at death: the name the sentence opens with, else the antecedent
		{"John Smith was a painter. He died at age 82 on Sunday.", []string{"age/J. Smith=82"}},
		{"Lowe was regarded as the greatest climber when he was swept to his death at age 40.", []string{"age/Lowe=40"}},
		{"Heath Harding, 18, is a slacker. He earned a degree at age 17.", []string{"age/H. Harding=18"}},
		// a name set off by a person's description: not a name inside it
		{"The news came that Prodigy, iconic rapper and one-half of Mobb Deep, died Tuesday at age 42.", []string{"age/Prodigy=42"}},
		{"Mark Felt, the source who helped reporters bring down President Richard Nixon, has died at age 95.", []string{"age/M. Felt=95"}},
		{"Bettie Page, one of the original sex kittens, the 1950s pin-up queen, passed away Thursday, December 11, at age 85.", []string{"age/B. Page=85"}},
		{"Bettie Page, the notorious Southern gal-turned-dominatrix, died Thursday at age 85.", []string{"age/B. Page=85"}},
		{"Police charged Sharron Diane Crawford Smith, age 61, with two counts of murder; he based it on his age, 25; and under age 17.", []string{"age/S. Smith=61"}},
		{"Meanwhile, the mayor of Boston died at age 80.", nil},
		// a one-word name right after the age, then its verb; not a nationality
		{"Around 1:20 p.m. 4-year-old Yumenosuke stopped near a house.", []string{"age/Yumenosuke=4"}},
		{"The 61-year-old Streep will be older than the Iron Lady.", []string{"age/Streep=61"}},
		{"Reports suggest the 29-year-old Italian is looking to move on.", []string{"age/someone=29"}},
		// a place's or a body's name is no one's
		{"A toddler was found in a wooded area in Pinellas County. The 2-year-old went missing on Sunday.", []string{"age/someone=2"}},
		// an age at another time than the report's
		{"Richard Benson said Hobbs had abused drugs from when he was 11.", nil},
		{"Juan Manuel Alvarez drove onto the tracks. The 29-year-old defendant pleaded not guilty.", []string{"age/J. Alvarez=29"}},
		{"Juan Manuel Alvarez drove onto the tracks. The 29-year-old presenter left.", []string{"age/J. Alvarez=29"}},
		// a first name alone, of a person named in full before
		{"Tavin Price was shot at a car wash. \"Tavin was not in a gang. Tavin was just wearing red shoes,\" LAPD Det. Christopher Barling said. Police believe the color angered the gunman. The 19-year-old was shot four times.", []string{"age/T. Price=19"}},
		{"Fischetti mourned band mate Devin Lima. The band formed in 1995. Fischetti continued: \"Devin was an extraordinary talent. He was a beloved son.\" The 41-year-old died on Wednesday.", []string{"age/D. Lima=41"}},
		{"Devin Lima and Devin Brown sang. The band toured. It split. \"Devin was a talent.\" The 41-year-old died on Wednesday.", []string{"age/someone=41"}},
		{"Collin Hale is 29 years old and engaged. Rudy Lee died on Monday. He was 70 years old.", []string{"age/C. Hale=29", "age/R. Lee=70"}},
		{"The females live to about 65 years old.", nil},
		// a name in apposition to a noun of kin; a possessive name
		{"Randall Hackett went for a swim with his 28-year-old son-in-law, Alexander Auerbach, at 5:30 p.m.", []string{"age/A. Auerbach=28"}},
		{"He swam with his 28-year-old son-in-law.", nil},
		{"When 6-week-old Areej Ali’s body was pulled from the roof, police came.", []string{"age in weeks/A. Ali=6"}},
		{"For The Times James Price, 22, wears red shoes.", []string{"age/J. Price=22"}},
		// an age whose "-old" was lost before a noun of a child
		{"He took a 12-year old girl and a 15-year girl as wives; a 20-year veteran left.", []string{"age/girl=12", "age/girl=15"}},
		// "the N-year-old" and a noun phrase of a person, past qualifiers; not of a thing
		{"Kenneth Jones said the 34-year-old former England rugby union centre told him.", []string{"age/someone=34"}},
		{"He drove the 10-year-old articulated truck. The 62-year-old bull elephant was found dead.", nil},
		// an indefinite age of no noun is someone's; not a likeness, nor one's child
		{"Three men are charged with killing a 19-year-old in South L.A.; he raped a 26-year-old who was held.", []string{"age/someone=19", "age/someone=26"}},
		{"He felt like a 16-year-old. \"I have a 2-year-old.\"", nil},
		// a one-word name a description of a person follows is a pronoun's antecedent; an age "by the time" is of another time
		{"Prodigy, the rapper best known for Mobb Deep, died in Las Vegas. He was 42.", []string{"age/Prodigy=42"}},
		{"Rosannah Kip became an architect by the time she was 18.", nil},
		// a title, or a one-word name that ends its phrase, right after the age
		{"Guscott denies causing 47-year-old Mr Jones actual bodily harm.", []string{"age/Jones=47"}},
		{"The Lords heard a plea against condemning 57-year-old Hindley to die in prison.", []string{"age/Hindley=57"}},
		// a name ends at its possessive; a surname alone before a clause's conjunction
		{"Police found 240,000 images on 43-year-old Andrew Main's PC.", []string{"age/A. Main=43"}},
		{"Justice caught up with 37-year-old Francis when he was jailed.", []string{"age/Francis=37"}},
		{"He was considering wading in to stop 52-year-old Noye getting hurt.", []string{"age/Noye=52"}},
		// an office ending as an adjective does, before a modal
		{"The minister said the 83-year-old general would never give up.", []string{"age/someone=83"}},
		{"Ken Jones told how the 34-year-old England and British Lions centre slammed him.", []string{"age/someone=34"}},
		// an opening adverb is no first name; a nationality qualifies the aged noun
		{"Yesterday, a 36-year-old Australian climber died after a fall.", []string{"age/climber=36"}},
		{"However Louis Satterfield, 61, and Rahmlee Davis, 51, claim royalties.", []string{"age/L. Satterfield=61", "age/R. Davis=51"}},
		{"Two men died. Helicopter Line pilot Jim Campbell told the Herald he was cold. A Westpac Rescue Helicopter came. The Helicopter Line took him. Mr Campbell said he slipped. The 36-year-old, who lived in Melbourne, fell.", []string{"age/someone=36"}},
		// "the N-year-old" as a clause's subject, its verb or an adverb next: not a noun the age is of
		{"A DNA expert testified that the 27-year-old fathered the fetus.", []string{"age/someone=27"}},
		{"The team is not representing the 26-year-old anymore.", []string{"age/someone=26"}},
		{"Pole-vaulter Kira Grunberg was hurt after the 21-year-old landed beside the mat.", []string{"age/someone=21"}},
		{"Prosecutors charged that the 55-year-old sect leader sexually assaulted two girls.", []string{"age/someone=55"}},
		{"But the 33-year-old never lost his bearing.", []string{"age/someone=33"}},
		{"He came forward after the 33-year-old made a complaint.", []string{"age/someone=33"}},
		{"Li Na Smith dived. The diminutive 14-year-old won the race.", []string{"age/L. Smith=14"}},
		{"Li Na Smith dived. The diminutive 14-year-old, competing for China, won.", []string{"age/someone=14"}},
		{"The 35-year-old newlywed and father died.", []string{"age/father=35"}},
		// a trade of two words joined by "and" between the age and the name
		{"Delany was cleared of punching 23-year-old sales and marketing assistant Samantha Bevis at a club.", []string{"age/S. Bevis=23"}},
		{"He met a 23-year-old man and Peter Smith.", []string{"age/man=23"}},
		// an age written without its hyphens
		{"An Oklahoma jury has found 27 year old Christopher Simpson guilty; a 6 week old baby died.", []string{"age/C. Simpson=27", "age in weeks/baby=6"}},
		{"A 21 year-old man was hurt.", []string{"age/man=21"}}, // its first hyphen lost
		// a one-word name set off by commas after the noun; "another" as "a"
		{"His 12-year-old son, Thomas, was hurt.", []string{"age/Thomas=12"}},
		// a surname after a word of address is the antecedent, though the text names no one in full
		{"Ms Mathews, who was brought up in Norfolk, met her husband in 1994. The 33-year-old worked at Creation.", []string{"age/Mathews=33"}},
		{"Crosby, another 3-year-old male, was hurt.", []string{"age/Crosby=3"}},
		// an age of the report's day: "now", "now aged"
		{"Hindley, now 57, who was convicted in 1966, has been in jail.", []string{"age/Hindley=57"}},
		// the age the dead would be on the report's day: an age "now"
		{"Thomas, who would have been 15 yesterday, vanished. Thomas, an only child who would have been 15 on Tuesday, was strangled. He would have been 40.", []string{"age/Thomas=15", "age/Thomas=15"}},
		// "aged" with an adverb, a spelled age or weeks; a range after "aged" is no one's
		{"She smothered Harry aged only eight weeks. The boy, aged just 14, died. Children aged six to eight played.", []string{"age in weeks/Harry=8", "age/boy=14"}},
		// a household animal's age, by its owner's possessive too; its name in commas
		{"She had to have her 15-year-old cat put down. She said her 9-year-old cat, Boots, was fond of it. His 40-year-old car broke down.", []string{"age/cat=15", "age/Boots=9"}},
		// a person's noun in the possessive ends its phrase
		{"Rihanna is approaching the 54-year-old industry veteran's record.", []string{"age/someone=54"}},
		// an office or a title as the noun past qualifiers, then a verb
		{"He said the 49-year-old federal appeals court judge would be the first.", []string{"age/someone=49"}},
		{"The Lords ruled that the 83-year-old former dictator did not enjoy immunity.", []string{"age/someone=83"}},
		{"Peter Capaldi takes over Doctor Who. \"You know when the Doctor is in the room.\" Doctor Who boss Steven Moffat said Capaldi was the only name. Moffat said the 55-year-old's love of Doctor Who had counted. The Doctor was cast.", []string{"age/P. Capaldi=55"}},
		// a headline's capitals are the name's; initials before a name
		// are an organisation's or a position's, unless just before the surname
		{"NOEL EDMONDS, 50, is quitting. Desmond Lynam defected to ITV Edmonds, 50, said no.", []string{"age/N. Edmonds=50", "age/Edmonds=50"}},
		{"New Orleans signed CB Michael Lehan, 29, and JR Inman, 24.", []string{"age/M. Lehan=29", "age/J. Inman=24"}},
		// a capitalized title before the noun that holds it names no one
		{"The 62-year-old Military Medal holder worked for him.", []string{"age/someone=62"}},
		// "is only 50"; an age whose closing comma was lost before a clause's word
		{"Presenter Noel Edmonds said today he was quitting. Edmonds, once a presenter, was sad. Paul Pascoe, a spokesman for Edmonds, said: \"He is only 50.\"", []string{"age/Edmonds=50"}},
		{"He killed Ian Brown, 36 and Peter Smith, 31 after tying them. Andrew Lopez, 20 was found guilty.", []string{"age/I. Brown=36", "age/P. Smith=31", "age/A. Lopez=20"}},
		{"Of the 129 deaths reported in the Philippines, 67 were attributed to landslides. He said: \"It is just 50.\"", nil},
		// a function word opening a sentence is no first name ("Will" may be one)
		{"With Gillian Harvey, 30, was her friend. Will Walker, 23, scored.", []string{"age/G. Harvey=30", "age/W. Walker=23"}},
		// a first name alone after the age's kin word
		{"Their 12-year-old son Thomas was no thief. They comforted his 11-year-old sister Laura.", []string{"age/Thomas=12", "age/Laura=11"}},
		// a role noun's age, past a modifier
		{"The charges against the ex-Chilean dictator, 83, include torture. The actress, 33, said no.", []string{"age/dictator=83", "age/actress=33"}},
		// a one-word name after the age, then a particle of its verb
		{"She dropped her children Jamie, 12, and seven-year-old Natalie off at school.", []string{"age/Jamie=12", "age/Natalie=7"}},
		// "a N-year-old" before a clause's conjunction: someone new
		{"A month later he attacked a 26-year-old as she parked. He abducted a 22-year-old before dawn.", []string{"age/someone=26", "age/someone=22"}},
		// an age at death after the death's date
		{"Gotti died in 2002 at age 61. He earned a degree at age 17.", []string{"age/Gotti=61"}},
		// a byline's reporter is no antecedent
		{"By Shenai Raif, PA News\n\nA woman broke down today in court.\n\nThe 33-year-old sobbed as she spoke.", []string{"age/someone=33"}},
	} {
		var got []string
		for _, q := range Quantities(tc.text) {
			if q.Thing == thingAge || q.Thing == thingAgeWeeks || q.Thing == "miles" || q.Thing == "kilometres" || q.Thing == "children" {
				got = append(got, fmt.Sprintf("%s/%s=%g", q.Thing, q.Qualifier, q.Value))
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q:\n got %q\nwant %q", tc.text, got, tc.want)
		}
	}
}

// One wire's own later figure updates its earlier one; survivors in
// hospital are not the survivors rescued; two agencies' figures of one
// day dispute.
func TestUpdatesAndHospital(t *testing.T) {
	docs := []Doc{
		{ID: "w1", Source: "Meridian", Date: "2026-03-12T12:00:00Z", Text: "Rescuers pulled 160 survivors from the lake."},
		{ID: "w2", Source: "Meridian", Date: "2026-03-12T19:00:00Z", Text: "Rescuers pulled 214 survivors from the lake."},
		{ID: "p", Source: "Coastal Post", Date: "2026-03-13", Text: "Doctors said 19 survivors were still being treated in hospital."},
		{ID: "a", Source: "AP", Date: "1998-10-30", Text: "The fire killed 60 people."},
		{ID: "b", Source: "NYT", Date: "1998-10-30", Text: "The fire killed 65 people."},
	}
	got := map[string]string{}
	for _, g := range Compare(docs, nil).Quantities {
		got[g.Thing+"/"+g.Role] = g.Verdict
	}
	for k, want := range map[string]string{"survivor/rescued": Superseded, "survivor/in hospital": SingleSource, "people/killed": Conflict} {
		if got[k] != want {
			t.Errorf("%s: %q, want %q (all: %v)", k, got[k], want, got)
		}
	}
}

// A figure its own source has since raised is shown as that source's
// update beside the dispute, not as a party to it; a single source's
// vague figure is single-source, not approximate.
func TestDisputeAsItStands(t *testing.T) {
	docs := []Doc{
		{ID: "w1", Group: "w1", Source: "Meridian", Date: "2026-03-12T12:00:00Z", Text: "At least 23 people were killed in the storm."},
		{ID: "w2", Group: "w2", Source: "Meridian", Date: "2026-03-12T19:00:00Z", Text: "At least 41 people were killed in the storm, and rescuers searched for dozens more."},
		{ID: "w3", Group: "w2", Source: "Meridian", Date: "2026-03-12T20:00:00Z", Text: "At least 41 people were killed in the storm, and rescuers searched for dozens more."},
		{ID: "p", Group: "p", Source: "Coastal Post", Date: "2026-03-12T21:00:00Z", Text: "Forty-three people were killed in the storm."},
	}
	for _, g := range Compare(docs, nil).Quantities {
		switch {
		case g.Role == "killed":
			dispute, update, _ := strings.Cut(g.Note, "; ")
			if g.Verdict != Conflict || (dispute != "41 vs 43" && dispute != "43 vs 41") || !strings.HasPrefix(update, "23 (2026-03-12) → 41") {
				t.Errorf("killed: %s %q, want conflict \"41 vs 43; 23 (2026-03-12) → 41 …\"", g.Verdict, g.Note)
			}
		case g.Verdict == Approximate:
			t.Errorf("%s/%s: one source's vague figure judged approximate", g.Thing, g.Role)
		}
	}
}

// Counts of one thing in other words are grouped together.
func TestSameThingOtherWords(t *testing.T) {
	for _, c := range [][2]string{
		{"Twelve policemen were injured in the clashes.", "Twelve police officers were injured in the clashes."},
		{"Police found two handguns in the car.", "Police found two guns in the car."},
		{"He faces five indictments for fraud.", "He faces five charges of fraud."},
		{"Thirty cars piled up on the interstate.", "Thirty vehicles piled up on the interstate."},
	} {
		docs := []Doc{{ID: "a", Group: "a", Source: "AP", Text: c[0]}, {ID: "b", Group: "b", Source: "AFP", Text: c[1]}}
		var groups []string
		for _, g := range Compare(docs, nil).Quantities {
			groups = append(groups, g.Thing+"/"+g.Role+":"+g.Verdict)
		}
		if len(groups) != 1 || !strings.HasSuffix(groups[0], ":"+Agree) {
			t.Errorf("%q / %q: groups %q, want one agreeing", c[0], c[1], groups)
		}
	}
}

// An age given to a role meets the one person other articles give that
// age; role ages with no such person meet each other; two roles of one
// age in one article, or two people of that age, stay apart. A surname
// two people share is joined the same way.
func TestRoleAges(t *testing.T) {
	for _, tc := range []struct {
		name string
		docs []string
		want []string // age groups: qualifier=values articles
	}{
		{"role to the named person", []string{
			"Amal Al-Rahabi, 21, survived the fall.",
			"The 21-year-old mom survived the fall.",
		}, []string{"A. Al-Rahabi=21 2"}},
		{"roles of one value", []string{
			"The 11-year-old girl was found safe.",
			"The 11-year-old student was found safe.",
		}, []string{"girl=11 2"}},
		{"two people of that age", []string{
			"Amal Al-Rahabi, 21, and Sara Ali, 21, survived.",
			"The 21-year-old mom survived the fall.",
		}, []string{"A. Al-Rahabi=21 1", "S. Ali=21 1", "mom=21 1"}},
		{"roles of one value, besides an article giving it to two", []string{
			"The judge allowed the 28-year-old daughter an operation.",
			"The court vetoed a hysterectomy for a 28-year-old woman.",
			"The 28-year-old woman suffers from a disability. Last month a 28-year-old man with Down's Syndrome won an appeal.",
		}, []string{"daughter=28 3", "man=28 1"}},
		{"a man and a woman of one age are two people", []string{
			"The 30-year-old man was hurt.",
			"The 30-year-old woman was hurt.",
		}, []string{"man=30 1", "woman=30 1"}},
		{"two roles of that age in one article", []string{
			"The 19-year-old man and a 19-year-old woman were hurt.",
			"The 19-year-old student was hurt.",
		}, []string{"man=19 1", "student=19 1", "woman=19 1"}},
		{"a shared surname to the one of that age", []string{
			"Charles Roberts, 32, and his wife Marie Roberts, 28, lived nearby.",
			"Roberts, 32, drove a milk truck.",
		}, []string{"C. Roberts=32 2", "M. Roberts=28 1"}},
		{"a shared surname of neither age stays alone", []string{
			"Charles Roberts, 32, and his wife Marie Roberts, 28, lived nearby.",
			"Roberts, 33, drove a milk truck.",
		}, []string{"C. Roberts=32 1", "M. Roberts=28 1", "Roberts=33 1"}},
		{"a first name to the one person named in full with it", []string{
			"LFO singer Devin Lima died on Wednesday. He was 41.",
			"Devin Lima's band mourned. Devin was 41.",
		}, []string{"D. Lima=41 2"}},
		{"a first name to the one person named in full with it, spelt two ways", []string{
			"His wife Meg Mathews gave birth. Last year Noel and Meg, 33, quit London.",
			"Ms Matthews, 33, drank champagne. Meg Matthews was fine.",
			"Meg, 34, had Anais.",
		}, []string{"M. Mathews=33,34 3"}},
		{"a first name two people share stays alone", []string{
			"LFO singer Devin Lima died on Wednesday. He was 41.",
			"Devin Lima and Devin Cole played. Devin was 41.",
		}, []string{"D. Lima=41 1", "Devin=41 1"}},
		{"a description's age another text gives a role is the role's", []string{
			"Paul Banfield, 33, was jailed. He raped a 45-year-old divorcee after breaking into her home.",
			"Paul Banfield was jailed. He broke into her house. The 45-year-old divorcee had met him on duty.",
		}, []string{"P. Banfield=33 1", "divorcee=45 2"}},
		{"a description's age no role has stays the person's", []string{
			"Paul Banfield, 33, was jailed.",
			"Paul Banfield was jailed. The 34-year-old sergeant wept.",
		}, []string{"P. Banfield=33,34 2"}},
		{"a name in the clause after a description's age is not its holder", []string{
			"Kevin Cobb, 38, denies rape. The 33-year-old recalled that Kevin Cobb was naked.",
			"Cobb, 38, was accused. The woman, a 33-year-old hospital patient, wept.",
		}, []string{"K. Cobb=38 2", "patient=33 2"}},
		{"someone's age to the one person of that age", []string{
			"Lydia Morgan, 16, was killed by a drunk driver.",
			"Albert ploughed into the 16-year-old on a pavement. Guscott - who retired as England centre aged 34 - was cleared.",
			"Jeremy Guscott, 34, was cleared.",
		}, []string{"J. Guscott=34 2", "L. Morgan=16 2"}},
		{"someone's age, two people of that age", []string{
			"Lydia Morgan, 16, and Ann Lee, 16, were hit by a drunk driver.",
			"Albert ploughed into the 16-year-old on a pavement.",
		}, []string{"A. Lee=16 1", "L. Morgan=16 1"}},
		{"an age range is no one's", []string{
			"Shirin, 13, is in hospital.",
			"About 400 people, most aged 13 to 18, were at the dance.",
		}, []string{"Shirin=13 1"}},
		{"two people of one role, each age agreed: a row each", []string{
			"He raped a 20-year-old woman in 1998. He raped a 26-year-old woman in the cells.",
			"A 20-year-old woman complained. A 26-year-old woman was held in the cells.",
		}, []string{"woman=20 2", "woman=26 2"}},
		{"a different age is not joined", []string{
			"Amal Al-Rahabi, 21, survived the fall.",
			"The 22-year-old mom survived the fall.",
		}, []string{"A. Al-Rahabi=21 1", "mom=22 1"}},
	} {
		var docs []Doc
		for i, text := range tc.docs {
			docs = append(docs, Doc{ID: fmt.Sprint(i), Source: fmt.Sprint("outlet ", i), Text: text})
		}
		var got []string
		for _, g := range Compare(docs, nil).Quantities {
			if g.Thing == thingAge {
				var vs []string
				for _, v := range g.Values {
					vs = append(vs, plain(v.Value))
				}
				got = append(got, fmt.Sprintf("%s=%s %d", g.Qualifier, strings.Join(vs, ","), articles(g)))
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
	}
}

// An age given "now" is the report's day's: it agrees with the same
// age told plainly and disputes none of another time.
func TestAgeNow(t *testing.T) {
	for _, tc := range []struct {
		docs    [2]string
		verdict string
	}{
		{[2]string{"Myra Hindley, 57, lost her appeal.", "Hindley, now 57, who was convicted in 1966, lost her appeal."}, Agree},
		{[2]string{"Danielle Cable, 17, was in the car with Stephen Cameron.", "Danielle Cable, now 21, said she saw Noye stab him."}, DifferentThing},
		{[2]string{"Danielle Cable, now 20, gave evidence.", "Danielle Cable, now 21, gave evidence."}, Conflict},
		{[2]string{"Thomas Marshall, 12, vanished in 1997.", "Thomas Marshall, who would have been 15 yesterday, vanished in 1997."}, DifferentThing},
	} {
		docs := []Doc{{ID: "a", Source: "A", Text: tc.docs[0]}, {ID: "b", Source: "B", Text: tc.docs[1]}}
		var got []string
		for _, g := range Compare(docs, nil).Quantities {
			if g.Thing == thingAge {
				got = append(got, g.Verdict)
			}
		}
		if len(got) != 1 || got[0] != tc.verdict {
			t.Errorf("%q: age verdicts %q, want one %s", tc.docs, got, tc.verdict)
		}
	}
}

// Figures an order of magnitude apart (a vague one and an exact one
// three times beyond it) that a group's words bring together are
// different facts; close ones are disputed.
func TestFarApartIsNoDispute(t *testing.T) {
	for _, tc := range []struct {
		a, b, want string
	}{
		{"Floods hit 3 districts on Monday.", "Floods hit 2 districts on Monday.", Conflict},
		{"Floods hit 3 districts on Monday.", "Floods hit 64 districts on Monday.", DifferentThing},
		{"Hundreds of teen-agers collapsed in the crush.", "Three teen-agers collapsed in the crush.", DifferentThing},
		{"Dozens of teen-agers collapsed in the crush.", "Three teen-agers collapsed in the crush.", Conflict},
		// a vague figure and an exact one more than three times beyond
		// it, told in other words: two things
		{"About 800 people live in the community, where Blackmore is the bishop.", "The embassy estimates that 200 people in the community follow Jeffs.", DifferentThing},
		{"The office building is about 15 miles north of Detroit.", "Hours after the shooting, a motorist 50 miles north of Detroit spotted the car.", DifferentThing},
		{"The office building is about 15 miles north of Detroit.", "The office building is 40 miles north of Detroit.", Conflict},
	} {
		docs := []Doc{{ID: "a", Source: "AP", Date: "2007-07-30", Text: tc.a}, {ID: "b", Source: "AFP", Date: "2007-07-30", Text: tc.b}}
		var got []string
		for _, g := range Compare(docs, nil).Quantities {
			got = append(got, g.Verdict)
		}
		if len(got) != 1 || got[0] != tc.want {
			t.Errorf("%q / %q: verdicts %q, want %q", tc.a, tc.b, got, tc.want)
		}
	}
}

// One figure of one thing, told with other words around it, is one
// group: always when the figure is distinctive, and for a common figure
// when the event is the same and what narrows it is unsaid in one.
// Figures of other events, or differently narrowed, stay apart.
// An article's exact figure beside its own vague one of the same fact
// joins the other reports of that figure.
func TestExactBesideVague(t *testing.T) {
	docs := []Doc{
		{ID: "a", Group: "a", Source: "AFP", Text: "About 675,000 villagers have fled their homes."},
		{ID: "b", Group: "b", Source: "AFP2", Text: "Hundreds of thousands of villagers fled their homes on Monday. At least 675,000 villagers were forced to move."},
	}
	gives := func(g Group, id string) bool {
		return slices.ContainsFunc(g.Values, func(v Value) bool { return v.Value == 675000 && slices.Contains(v.Articles, id) })
	}
	for _, g := range Compare(docs, nil).Quantities {
		if gives(g, "a") && gives(g, "b") {
			return
		}
	}
	t.Errorf("no group holds both articles' 675,000: %+v", Compare(docs, nil).Quantities)
}

func TestSameFigureOtherWords(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		one  bool
	}{
		{"The average cost was $76,328 last year.", "Couples spent an average of $76,328 on a wedding.", true},
		{"Eleven Israelis were injured in the blast.", "Eleven people were injured in the blast.", true},
		{"Two people were killed in the attack.", "Two people were arrested after the attack.", false},
		{"Two Lebanese soldiers were wounded.", "Two Syrian soldiers were wounded.", false},
		{"Some 675,000 villagers fled their homes.", "The floods forced 675,000 people to flee.", true},
		{"Twelve villagers were rescued.", "Twelve people were rescued on Monday.", true}, // a kind of people, one event, one figure
		{"Twelve villagers were rescued.", "Twelve people were evacuated on Monday.", false},
		{"Charles Roberts, 32, drove a truck.", "Marie Roberts, 32, is his wife.", false},
		{"Goteborg, a city of 435,000, mourned.", "The port has a population of 435,000.", true},
		{"Goteborg, a city of 435,000, mourned.", "Stockholm, a city of 950,000, mourned.", false},
		{"It was minus 26 Celsius (minus 15 Fahrenheit).", "It was minus 26 Celsius (minus 4 Fahrenheit).", true},
		{"A crane dropped seven tons of steel.", "The sling dropped seven tons of steel onto a trailer.", true},
		{"Madison got 15 inches of snow.", "Chicago got 19 inches of snow.", false},
		{"The cyclone hit with 240 kph (140 mph) winds.", "Winds of 240 kilometres (150 miles) an hour hit.", true},
		{"The cyclone hit with 240 kph winds.", "Winds of 220 kph hit.", false},
		{"It was minus 20 Celsius (minus 4 Fahrenheit).", "It was minus 26 Celsius (minus 4 Fahrenheit).", false},
	} {
		docs := []Doc{{ID: "a", Group: "a", Source: "AP", Text: tc.a}, {ID: "b", Group: "b", Source: "AFP", Text: tc.b}}
		var groups []string
		two := false
		for _, g := range Compare(docs, nil).Quantities {
			groups = append(groups, fmt.Sprintf("%s/%s/%s:%s", g.Thing, g.Qualifier, g.Role, g.Verdict))
			two = two || articles(g) == 2
		}
		if two != tc.one {
			t.Errorf("%q / %q: groups %q, one of both articles: %v, want %v", tc.a, tc.b, groups, two, tc.one)
		}
	}
}

func TestRoleShown(t *testing.T) {
	for _, tc := range []struct {
		g    Group
		want string
	}{
		{Group{Thing: "body", Role: "bodies"}, ""}, // "59 bodies": not "body (bodies)"
		{Group{Thing: "people", Role: "killed"}, "killed"},
		{Group{Thing: "people", Role: "killed in 2007"}, "killed in 2007"},
	} {
		if got := tc.g.RoleShown(); got != tc.want {
			t.Errorf("RoleShown(%+v) = %q, want %q", tc.g, got, tc.want)
		}
	}
}

func TestGroupLabel(t *testing.T) {
	for _, tc := range []struct {
		g    Group
		want string
	}{
		{Group{Thing: thingMph, Qualifier: "240 km/h"}, "mph for 240 km/h"},
		{Group{Thing: thingFahrenheit, Qualifier: "-26 degrees Celsius"}, "degrees Fahrenheit for -26 degrees Celsius"},
		{Group{Thing: thingKmh}, "km/h"},
		{Group{Thing: "miles", Qualifier: thingDepth}, "depth in miles"},
		{Group{Thing: "miles", Qualifier: "from Cobb"}, "miles from Cobb"},
		{Group{Thing: thingAge, Qualifier: "mother"}, "age of the mother"},
		{Group{Thing: "soldier", Qualifier: "Lebanese"}, "Lebanese soldier"},
		{Group{Thing: "yard", Qualifier: "touchdown"}, "yards (touchdown)"}, // "a 7-yard touchdown"
		{Group{Thing: "foot", Qualifier: "boat"}, "feet (boat)"},
		{Group{Thing: "points", Qualifier: "K. Durant"}, "points of K. Durant"},
		{Group{Thing: thingPopulation, Context: "people"}, "population"}, // "a city of 435,000 people"
		{Group{Thing: "pounds", Context: "fined"}, "pounds (fined)"},
		{Group{Thing: thingHeight, Qualifier: "K. Jones"}, "height of K. Jones"},
		{Group{Thing: thingWeight, Qualifier: "baby"}, "weight of the baby"},
	} {
		if got := tc.g.Label(); got != tc.want {
			t.Errorf("Label(%+v) = %q, want %q", tc.g, got, tc.want)
		}
	}
}

func TestRealNames(t *testing.T) {
	for _, tc := range []struct {
		text string
		want map[string]string
	}{
		{"Prodigy, born Albert Johnson, was raised in a musical family.", map[string]string{"A. Johnson": "Prodigy"}},
		{"We mourn our dear friend Albert Johnson, better known to millions of fans as Prodigy of Mobb Deep.", map[string]string{"A. Johnson": "Prodigy"}},
		{"Stormy Daniels, whose real name is Stephanie Clifford, is suing.", map[string]string{"S. Clifford": "S. Daniels"}},
		{"Bonehead - real name Paul Arthurs - said he was leaving.", map[string]string{"P. Arthurs": "Bonehead"}},
		{"Moonlight had Plan B Productions — better known as Brad Pitt's production company — in its corner.", nil},
		{"She was born in 1974 in Queens.", nil},
	} {
		if got := realNames(tc.text); !maps.Equal(got, tc.want) {
			t.Errorf("%q: %v, want %v", tc.text, got, tc.want)
		}
	}
}

func TestChildrenOwner(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Mother-of-two Sandra Jones wept in the dock.", "S. Jones"},
		{"Mrs Brobbey, a mother of five, from Ancoats, said so.", "Brobbey"},
		{"The court heard that Harvey, who has three children, wept.", "Harvey"},
		{"Mr Jones is caring for the couple's two children.", Someone},
		{"To his neighbours, the father-of-three seemed a quiet man.", ""},
		{"Two children were in the car.", ""},
	} {
		var got []string
		for _, q := range Quantities(tc.text) {
			if q.Thing == thingChildren || q.Thing == "child" {
				got = append(got, childrenOwner(tc.text, q))
			}
		}
		if len(got) != 1 || got[0] != tc.want {
			t.Errorf("%q: owners %q, want %q", tc.text, got, tc.want)
		}
	}
}

// An exact figure of three significant digits or more is one fact in
// sentences that share a word of it, where a round one needs sentences
// told alike: two pairs of papers' sentences of one £195 million
// schedule are one group.
func TestDistinctFigureOneFact(t *testing.T) {
	texts := []string{
		"A farce is one of the highlights of the corporation's £195million autumn schedule unveiled yesterday.",
		"A comedy is one of the highlights of the BBC's £195 million autumn schedule unveiled yesterday.",
		"Launching his channel's £195m autumn schedule, the controller attacked rivals for poaching stars.",
		"Unveiling the channel's £195 million autumn schedule, its controller attacked rivals for poaching stars.",
	}
	var docs []Doc
	for i, s := range texts {
		id := string(rune('a' + i))
		docs = append(docs, Doc{ID: id, Group: id, Text: s})
	}
	for _, g := range Compare(docs, nil).Quantities {
		if g.Thing == "pounds" && articles(g) != len(texts) {
			t.Errorf("£195 million split: %+v", g.Values)
		}
	}
}

// A capitalized word for someone before a name at a sentence's start
// ("Drifter Alan Hobbs, 32.", "Librarians John, 52,") is no first name
// where another text of the story writes it in lower case.
func TestDescriptorIsNoFirstName(t *testing.T) {
	docs := []Doc{
		{ID: "a", Group: "a", Text: "A drifter, Alan Hobbs, 32, killed three friends. John Marshall, 52, and his wife, both librarians, spoke."},
		{ID: "b", Group: "b", Text: "Drifter Alan Hobbs, 32. Librarians John, 52, and Carol, 48, stayed away."},
	}
	ages := map[string]int{}
	for _, g := range Compare(docs, nil).Quantities {
		if g.Thing == thingAge {
			ages[g.Qualifier] = articles(g)
		}
	}
	if ages["A. Hobbs"] != 2 || ages["J. Marshall"] != 2 {
		t.Errorf("ages by holder and articles: %v, want A. Hobbs and J. Marshall in both", ages)
	}
}

// A morning paper's news of "yesterday" is of the wire's day: a figure
// it gives otherwise disputes the wire's, neither updating it nor, lower,
// left unjudged.
func TestYesterdayIsTheWiresDay(t *testing.T) {
	docs := []Doc{
		{ID: "pa", Group: "pa", Source: "PA", Date: "2000-04-03", Text: "Greenpeace protesters went on trial today. All 19 men and nine women were arrested at the scene."},
		{ID: "np", Group: "np", Source: "express", Date: "2000-04-04", Text: "Greenpeace protesters went on trial yesterday. Police arrived and arrested 10 women and 18 men."},
	}
	verdicts := map[string]string{}
	for _, g := range Compare(docs, nil).Quantities {
		verdicts[g.Thing] = g.Verdict
	}
	if verdicts["man"] != Conflict || verdicts["woman"] != Conflict {
		t.Errorf("verdicts: %v, want men and women in conflict", verdicts)
	}
}
