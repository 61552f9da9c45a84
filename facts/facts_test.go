package facts

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestQuantities(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string // value/approx/thing/qualifier/role, ";"-separated
	}{
		{"The convoy included 308 militants and 331 civilians, Nasrallah said.", "308/militant//evacuated; 331/civilian//evacuated; 639=308+331/people//evacuated"},
		// counts of two nations, custody, distances at sea, specifications, decimals a conversion spaced, metres written "60m"
		{"He died after falling about 60m from a ridge; a 30m wave; 5m people watched.", "~60/metres//; 30/metres//"},
		{"The 55-year old Glasgow-born actor took the part; he served a 29-year sentence.", "29/years//; 55/age/someone/"},
		{"The city valued it at about $380, 600; in 2008, 600 people left; 31 fire apparatus arrived.", "~380600/dollars//; 600/people//evacuated in 2008; 31/apparatus//arrived in 2008"},
		{"My mum lost three stone; he weighs about 11 stones; youths threw 20 stones.", "3/stones in weight//; ~11/stones in weight//; 20/stone//"},
		{"The BlackBerry Curve 8900 helps you. The Curve 8900 features a camera. It is NEARLY 200 FEET LONG; NEARLY 200 FEET deep.", "~200/feet//; ~200/feet//"},
		{"The navy arrested 23 Somali and Yemeni pirates on Saturday.", "23/pirate//arrested"},
		{"Commandos seized 12 Somali and 11 Yemeni pirates on board.", "12/pirate/Somali/aboard; 11/pirate/Yemeni/aboard; 23=12+11/pirate//aboard"},
		// a part of a whole in a breakdown: the whole, read after it, starts inside it
		{"Three soldiers and two of the five civilians on the bus were killed.", "3/soldier//killed; 2/civilian//killed; 5/civilian//; 5=3+2/people//killed"},
		{"Five Israeli and three Palestinian soldiers were killed.", "5/soldier/Israeli/killed; 3/soldier/Palestinian/killed; 8=5+3/soldier//killed"},
		{"The navy took 23 into custody.", "23/people//arrested"},
		{"He was a custody sergeant; two women were detained.", "2/woman//arrested"},
		{"The attack took place about 150 nautical miles off Aden.", "~150/nautical miles/from Aden/"},
		{"The warship was 13 nautical miles away.", "13/nautical miles//"},
		{"It has a 512MHz processor, a 3.2-megapixel camera and up to 16GB of storage.", "512/MHz//; 3.2/megapixels//; 16/GB//"},
		{"A powerful 6. 1-magnitude quake struck Aceh.", "6.1/magnitude//"},
		{"The level was 0. 07 percent.", "0.07/percent//"},
		{"Eleven Hezbollah fighters and seven Syrian soldiers had been killed.", "11/fighter/Hezbollah/killed; 7/soldier/Syrian/killed"},
		{"The fate of nine Lebanese soldiers it captured in 2014 is unknown.", "9/soldier/Lebanese/captured in 2014"},
		{"Several hundred militants and their families are set to leave.", "~300/militant//evacuated"},
		{"Hezbollah said hundreds of ISIS fighters had left.", "~300/fighter/ISIS/evacuated"},
		{"About 1.5 million people were displaced by the floods.", "~1500000/people//evacuated"},
		{"A dozen ferries cross the lake every day.", "12/ferry//"},
		// a bare number as the subject of what befell people
		{"Eleven people died and about 180 were injured.", "11/people//killed; ~180/people//injured"},
		{"Of the injured, at least 57 were in intensive care.", "57/people//in hospital"},
		// a hospital that gives the figure is no hospital the counted are in
		{"A hospital official says at least 45 people have been killed; the superintendent of the city hospital said 50 people were killed.", "45/people//killed; 50/people//killed"},
		{"Hospital sources said 12 people were injured; 19 survivors were still being treated in hospital.", "12/people//injured; 19/survivor//in hospital"},
		{"Two have been arrested and three were still missing.", "2/people//arrested; 3/people//missing"},
		{"Nearly 200 have been found alive; two were found dead.", "~200/people//rescued; 2/people//killed"},
		{"Three of the computers were damaged; 20 were destroyed.", "3/computer//damaged"},
		// money: what it pays for, never when it was paid
		{"A water firm was fined £250,000 yesterday; they paid a $50,000 reward.", "250000/pounds//; 50000/dollars/reward/"},
		{"He agreed to kill for £1,500 upfront and £4,000 later, or £1,500 immediately.", "1500/pounds//; 4000/pounds//; 1500/pounds//"},
		{"Costs were nearly £13,000; he stole more than $2 million; it cost over $2.", "~13000/pounds//; ~2000000/dollars//; 2/dollars//"},
		// a number and its scale in one word; won after a scale is money
		{"The cost was put at 44.3-billion won; about two-dozen visitors came and 73.5 billion won was spent.", "44300000000/won//; ~24/visitor//; 73500000000/won//"},
		// a number before a participle of arrest counts people; "a woman of 26" is her age
		{"Of the 12 arrested on Saturday, seven were booked; a woman of 26 detained was freed.", "12/people//arrested; 7/people//booked"},
		{"The mother of two died from her injuries.", "2/children/mother's/"},
		// the wire's spelled-out euro sign; agencies' "U.S. dollars"
		{"Florida is spending $2 million (euro1.5 million); Norway gives 3.92 million U.S. dollars.", "2000000/dollars//; 1500000/euros//; 3920000/dollars//"},
		// a measure's conversion in brackets is the article's own figure too
		{"The bodies lay at a height of 5,900 meters (19,350 feet).", "5900/metres//; 19350/feet//"},
		// a toll's figure up to eight words on, past the span it covers
		{"Unofficial death toll over cyclone in Bangladesh has risen to 163.", "163/people//killed"},
		{"The toll from two weeks of frost rose to 74.", "2/weeks//; 74/people//killed"},
		// a group's size told by its verb after "which" or "who"; not a count of victims
		{"The Jewish community in Croatia, which numbers about 2,000, grieved. The victims number 12.", "~2000/population//"},
		// and so is an amount's: litres and gallons each their own unit's
		{"It spilled 66,000 barrels (10.5 million liters; 2.7 million gallons).", "66000/barrels//spilled; 10500000/litres//spilled; 2700000/gallons//"},
		// money's conversion in brackets is the article's own; a share of "all smuggled contraband"
		{"Lapindo must pay 3.8 trillion rupiah (420.7 million dollars); they seize 10 percent of all smuggled contraband.", "3800000000000/rupiah//; 420700000/dollars//; 10/percent/of contraband/"},
		{"China makes about 60 percent of the overall product recalls.", "~60/percent/of product/"},
		// a year in a relative clause after the count is not the count's
		{"Thirteen people were killed when a pipeline burst near a well that has spewed mud since May 2006.", "13/people//killed"},
		{"Hobbs then murdered the two men.", "2/man//killed"},
		// a harmed count of a whole of things is no count of people
		{"The crash killed one of King's dogs and injured two others; a bomb killed one of the soldiers.", "2/other//; 1/people//killed"},
		// a killer is no one killed
		{"The two women's would-be assassin, a convicted killer, was jailed.", "2/woman//"},
		// lives saved are no lives lost
		{"He helped save the lives of hundreds of Jews; the fire cost 12 lives.", "~300/people/Jew/rescued; 12/people//killed"},
		// a named place's population; a vague share
		{"The pope arrived in Croatia, a country of 4 million that is more than 75 percent Catholic.", "4000000/population/of Croatia/; ~75/percent//"},
		// peoples the nationality suffixes miss; an aside inside a vague figure
		{"The regime killed tens, even hundreds, of thousands of Serbs; thousands of Palestinians gathered.", "~30000/people/Serb/killed; ~3000/people/Palestinian/attended"},
		{"Over 2.5 million Turkmens are eligible to vote; about 300 Bedouins were evacuated.", "~2500000/people/Turkmen/voted; ~300/people/Bedouin/evacuated"},
		{"Two Minneapolis high school students were hurt.", "2/student/Minneapolis/injured"},
		// an amount without its noun is an amount, its words with it
		{"It leaked about 66,000 barrels, an estimated 10,500 tons; 1.8 million barrels were in its tanks.", "~66000/barrels//spilled; ~10500/tons//; 1800000/barrels//"},
		// a vulgar fraction after a number
		{"The company bought 3½ million shares.", "3500000/share//"},
		// an adverb between what befell a number and its verb
		{"About 65 people died and more than 190 were seriously injured.", "~65/people//killed; ~190/people//injured"},
		// an age at an event a year dates is that year's
		{"Noel Edmonds, 50, is quitting. He was 22 when he first married in 1971. Roberts was 32 when he died.", "50/age/N. Edmonds/; 22/age/N. Edmonds/ in 1971; 32/age/Roberts/"},
		// millimetres, glued or apart, a specification compared by value
		{"It has a 3.5mm headphone jack; the bolt is 12 millimetres long.", "3.5/mm//; 12/mm//"},
		// a decimal times its scale is the figure written in full
		{"Japan promised 8.3 million dollars; 2.09 million voters came; it sold 1.07 billion shares.", "8300000/dollars//; 2090000/voter//voted; 1070000000/share//"},
		// what the counted did is not what befell them
		{"Charges were filed against three men suspected of killing a teenager.", "3/man//"},
		{"Five soldiers who killed civilians were jailed; two soldiers who died were buried.", "5/soldier//; 2/soldier//killed"},
		{"Four youths were convicted of killing a student they left to drown.", "4/youth//"},
		{"Police arrested two men accused of kidnapping a boy.", "2/man//arrested"},
		{"He is accused of killing 12 people.", "12/people//killed"},
		{"Three men are suspected to have organised the bombings that killed 191 people.", "3/man//; 191/people//killed"},
		// an event word before another count is that count's object's; one
		// after a count and an auxiliary is that count's: neither is the
		// event of a count beside them
		{"The court tries 29 suspects in the bombings, which killed 191 people.", "29/suspect//; 191/people//killed"},
		{"Some 100,000 police will be deployed around the country's 28 provinces.", "~100000/officer//deployed; 28/province//"},
		{"He armed himself with two handguns and shot four people.", "2/gun//; 4/people//shot"},
		// an abbreviation's last dot, "-men" plurals, nouns of people
		// beyond the common ones
		{"The bombings of two U.S. embassies killed many; two U.S. soldiers were wounded.", "2/embassy//; 2/soldier/U.S./injured"},
		// a departure (of an administration, a flight) evacuates no one
		{"Indonesia invaded the territory of 800,000 people a few months after the departure of Portugal's administration.", "800000/people//"},
		{"Three gunmen and two militiamen were killed.", "3/gunman//killed; 2/militiaman//killed; 5=3+2/people//killed"},
		{"Twenty-nine defendants went on trial.", "29/defendant//"},
		{"It has members in more than a dozen cities.", "~12/city//"},
		// persons "held" are in custody, or hostages
		{"The three men held over the killing were released.", "3/man//arrested"},
		{"Two tourists held hostage were freed.", "2/tourist//captured"},
		// a running total brought to a figure: of what it names, or of the count before it
		{"Rescuers found 12 more bodies, bringing the total number of dead to 85.", "12/body//bodies; 85/people//killed"},
		{"Police arrested five more suspects, raising the number of arrests to 17.", "5/suspect//arrested; 17/people//arrested"},
		{"They recovered 22 more cars, bringing the total to 40.", "22/vehicle//; 40/vehicle//"},
		{"Reports said the number of Indonesian troops in East Timor was more than 20,000.", "~20000/troop/Indonesian/"},
		// "above" bounds the figure after it, as "over" does
		{"The strike pushed the Palestinian death toll above 680.", "~680/people//killed"},
		// the total named after the figure it was brought to
		{"Four died on Wednesday, bringing to 10 the number of Israelis who have been killed; it raised to 12 the number of suspects.", "4/people//killed; 10/people/Israeli/killed; 12/suspect//"},
		{"Police say the number of cold-related deaths is 29 more than last winter's.", ""},
		// the last age of a list, its comma dropped before the verb; money with its scale on the unit
		{"Vick, 27, Purnell Peace, 35, and Quanis Phillips, 28 pleaded innocent.", "27/age/Vick/; 35/age/P. Peace/; 28/age/Q. Phillips/"},
		// a spaced dash for the closing comma; a score is no age
		{"Martin was convicted of killing postman Brian Hagland, 28 - despite throwing him in front of a bus.", "28/age/B. Hagland/"},
		{"The final score was Arsenal, 2 - 1.", ""},
		{"He signed a 130 million-dollar contract.", "130000000/dollars//"},
		{"Four heads were found about 40 kms (25 miles) west of Grozny.", "4/head//; ~40/kilometres/from Grozny/; 25/miles/from Grozny/"},
		// blowing themselves up is dying; one of them picked out is no count
		{"Seven suspects blew themselves up in a police raid.", "7/suspect//killed"},
		{"He was one of seven men who died after blowing themselves up.", "1/man//killed; 7/man//"},
		// one of a named whole's members is no count: "1 tourist" was read
		{"Jaipur, one of India's top tourist destinations, was hit by seven bombs.", "7/bomb//"},
		{"He is one of Britain's richest men; one of our troopers was killed.", "1/officer//killed"},
		// a named body sized by a count; money in a nation's currency
		{"The election is for the 86-member Assembly of Experts; the 15-member Security Council met.", "86/seat/assembly/; 15/seat/council/"},
		{"Hard-liners won 54 places on the 86-seat Assembly of Experts.", "54/place//; 86/seat/assembly/"},
		{"It has 385 million Swiss francs at risk.", "385000000/Swiss francs//"},
		// "worth" says a sum is a value, not what it is for
		{"They made off with $108 million worth of jewels.", "108000000/dollars//"},
		{"He must pay £4,000 plus costs; it cost $2 million dollars; 83% of our customers agreed.", "4000/pounds//; 2000000/dollars//; 83/percent/of customer/"},
		// who was aboard, and what befell them
		{"A plane with 102 people onboard crashed into a mountain.", "102/people//aboard"},
		{"At least 90 people on board were killed.", "90/people//killed"},
		{"At least 90 of the 102 people on board were killed.", "90/people//killed; 102/people//aboard"},
		// a part of a whole: what befell the part is not the whole's
		{"Four of the 11 miners were rescued.", "4/miner//rescued; 11/miner//"},
		{"Officials said 65 of the sea turtles died.", "65/turtle//"},
		{"The parents of eight of the children killed in the shooting sued.", "8/child//"},
		{"One of the victims was a child.", ""},
		// words that only begin like a role's cue
		{"Sixteen members were sentenced to prison, the department said.", "16/member//"},
		{"Four officers were assigned to the fleet in San Diego.", "4/officer//"},
		{"There was no word on the remaining 12 people on board.", "12/people/remaining/aboard"},
		{"A total of 90 passengers died and 12 others are alive.", "90/passenger//killed; 12/people//rescued"},
		// one thing, however a source calls it
		{"The two assailants died; eight party-arrangers were questioned.", "2/attacker//killed; 8/arranger//"},
		{"Twenty-five people were injured.", "25/people//injured"},
		// a number said to be its noun, a part of a count before it, no addend
		{"At least 11 of the victors are hard-liners and four are moderates. Two are believed to be independents.", "11/victor//; 4/moderate//; 2/independent//"},
		{"Four were killed and two were young women; three were Americans.", "4/people//killed; 2/woman//killed; 3/people/American/"},
		// a nation's city is no named place; a city is
		{"The attack hit the city 260 kilometres west of the Indian capital; Ghadames is 400 miles south of Tripoli.", "260/kilometres//; 400/miles/from Tripoli/"},
		// sent to prison is no deployment
		{"Twelve officers were sent to prison for the attack; 300 troops were sent to the border.", "12/officer//; 300/troop//deployed"},
		// a board is no boarding
		{"Hansbrough had 24 points and nine boards. Of 102 people on board, 90 were rescued.", "9/board//; 24/points/Hansbrough/; 102/people//aboard; 90/people//rescued"},
		// a number closing a clause, its noun the count's before: after
		// another subject ("and the moderates only 13"), or after its own
		// verb, whose event it takes ("and hijacked nearly 40")
		{"Hard-liners won 54 places and the moderates only 13.", "54/place//; 13/place//"},
		{"Pirates have attacked nearly 100 vessels and hijacked nearly 40, the bureau said.", "~100/ship//; ~40/ship//"},
		{"The quake killed 10 persons and wounding other 70.", "10/people//killed; 70/people//injured"},
		// "one-" before a noun says what a thing is, no figure
		{"The gunman entered a one-room schoolhouse beside a 40-foot flagpole.", "40/foot/flagpole/"},
		// a toll past the span it covers
		{"The death toll from almost three weeks of sub-zero temperatures has reached 83, after a man froze to death.", "~3/weeks//; 83/people//killed"},
		// Not counts: years, dates, times, money, percentages, durations.
		{"In 2014, on August 28, at 7.40 a.m., prices rose 5 percent to $300 after a six-year war.", "5/percent//; 300/dollars//; 6/years//"},
		{"The 1,500 students marched on Tuesday.", "1500/student//"},
		// Counts of people without a noun (issue 20's phrasings).
		{"The blaze killed 60 and injured 162, officials said.", "60/people//killed; 162/people//injured"},
		{"Police said 60 people were killed and 150 wounded.", "60/people//killed; 150/people//injured"},
		{"Bombings killed at least 80 people and wounded 200 in the city.", "80/people//killed; 200/people//injured"},
		{"Two more bodies were found, taking the death toll from the floods to 13.", "2/body//bodies; 13/people//killed"},
		{"Officials put the toll at 40 on Friday.", "40/people//killed"}, // a toll alone is of the dead
		{"The injury toll rose to 40.", "40/people//injured"},
		{"The storm claimed 90 lives and officials reported 13 deaths in the capital.", "90/people//killed; 13/people//killed"},
		{"It killed the two bombers and injured 21 Israelis.", "2/attacker//killed; 21/people/Israeli/injured"},
		// a people's name in "-men", as one in "-s"; not "Chairmen"
		{"Two Frenchmen and an American were jailed. Five Scotsmen died. Two Chairmen met.", "2/people/French/; 5/people/Scots/killed"},
		{"About 65 of the young people died.", "~65/people//killed"},
		// Another year's event, by month and day too; two kinds of
		// people under one number.
		{"In July 1997, two militants blew themselves up, killing themselves and 16 shoppers.", "2/militant//killed in 1997; 16/shopper//killed in 1997; 18=2+16/people//killed in 1997"},
		{"Since March 3, 2009, the fighting has killed 40 people.", "40/people//killed in 2009"},
		// A time before the article's: Compare makes it a year with the
		// article's date; not where a clause of another time holds it.
		{"An attack at the market 16 months ago killed the two bombers and 16 others.", "2/attacker//killed 16 months ago; 16/people//killed 16 months ago; 18=2+16/people//killed 16 months ago"},
		{"Two years ago, serial blasts killed nearly 200.", "~200/people//killed 2 years ago"},
		{"Last year's floods killed 500 people.", "500/people//killed last year"},
		{"In the last year 30 people were killed.", "30/people//killed"},
		{"Guscott won 65 games before retiring from rugby last year.", "65/game//"},
		{"The department said 712 strikes have occurred so far, compared to 827 in the same period last year.", "712/strike//"},
		{"The July 2006 train bombings left nearly 200 people dead.", "~200/people//killed in 2006"},
		{"That temblor killed six people in September.", "6/people//killed in September"},
		{"On September 3, five people were killed.", "5/people//killed"},
		// A decimal without its nought, a unit glued to a number with a
		// thousands comma, a word in quotes before the noun.
		{"Products with more than .06 percent lead are recalled.", "~0.06/percent//"},
		{"The objects were about 2,700km (1,680 miles) south-west of Perth.", "~2700/kilometres/from Perth/; 1680/miles/from Perth/"},
		{"Searchers detected 122 “credible” floating objects.", "122/object//"},
		// A size; a part "including" or "of which" gives with no noun of
		// its own.
		{"All I can report is it is a size 10; a size-10 reminder.", "10/size//; 10/size//"},
		{"The size of the crowd was 10,000.", ""},
		{"Mattel recalled 967,000 toys, including about 300,000 that made it onto shelves.", "967000/toy//; ~300000/toy//"},
		{"They feed on 146 plant species, of which 75 are classed as rare.", "146/species//; 75/species//"},
		// Children one has: nothing befell them, and one has them now.
		{"She and Harvey, who has three children, discussed her husband's death.", "3/child//"},
		{"Lee, who has six children, was jailed at the Old Bailey in 1981.", "6/child//"},
		// A weight "in at" or "of"; an electorate is voters.
		{"The computer weighs in at 6.6 pounds; an overall weight of 6.6 pounds.", "6.6/pounds in weight//; 6.6/pounds in weight//"},
		{"Some 40 percent of the 38.5 million electorate voted.", "~40/percent//; 38500000/voter//voted"},
		// A product named after its size.
		{"Apple unveiled the new 17-inch MacBook Pro on Tuesday.", "17/inch/macbook/"},
		// People leave; homes are evacuated.
		{"Bush missed four games with a sprained left knee.", "4/game//"},
		{"Officials evacuated 22 houses.", "22/home//evacuated"},
		// "others": people after a count of people, else the thing before
		{"Three people died and 29 others were injured.", "3/people//killed; 29/people//injured"},
		{"Two ships sank and three others were damaged.", "2/ship//damaged; 3/ship//damaged"},
		{"The blasts injured 21 shoppers and passersby.", "21/people//injured"},
		{"He was killed 2 km from the border.", "2/kilometres//"},
		// Shooting: its own role, unless it says what it did.
		{"The gunman shot 10 girls, killing five.", "10/girl//shot; 5/girl//killed"},
		{"Two suspects were shot and killed by police.", "2/suspect//killed"},
		{"Five girls were fatally shot.", "5/girl//killed"},
		{"Two men were shot dead in the street.", "2/man//killed"},
		{"The gunman killed 3 people, wounding 2.", "3/people//killed; 2/people//injured"},
		// What befalls people only: households lose power, not lives.
		{"Nearly 2 million households lost power and 40 homes were damaged.", "~2000000/household//; 40/home//damaged"},
		// Spelled scales, words broken at a line end, what survived or
		// was affected, a part out of a whole.
		{"Some half a million people died; they drilled nearly two dozen holes.", "~500000/people//killed; ~24/hole//"},
		{"The remaining half a million votes are counted.", "500000/vote/remaining/voted"},
		{"The university has more than 25,000 full- time students.", "~25000/student//"},
		{"Of the crew of 2,399, only 1,376 survived.", "1376/people//rescued"},
		{"Over 4.5 million were affected; the flood affected 36 out of 64 districts.", "~4500000/people//affected; 36/district//affected; 64/district//"},
		{"The pre- and post-war plans named 3 officers.", "3/officer//"},
		// Measures (measure.go).
		{"A 7.8-magnitude earthquake struck Sichuan.", "7.8/magnitude//"},
		// money whose currency is named after the number
		{"The bank invested 40 million pounds with Madoff.", "40000000/pounds//"},
		{"The market gained $8 trillion in value.", "8000000000000/dollars//"},
		{"The Dow shed 1,175 points; Kevin Durant had 32 points.", "1175/index points//; 32/points/K. Durant/"},
		// an index named in full, read as a name; "as much as" is vague
		{"The Dow Jones Industrial Average fell as much as 1,500 points; as many as 70 trucks were stuck.", "~70/truck//; ~1500/index points//"},
		{"Kiruna is a charming community of roughly 18,000 that mines iron.", "~18000/population//"},
		{"The boxer weighed 200 pounds; he lost 200 pounds.", "200/pounds in weight//"}, // a weight after "weigh"; money or weight otherwise? Left unread.
		{"The city will grant 2 million yuan to the families.", "2000000/yuan//"},
		{"The quake, with a magnitude of 7.8, struck at noon.", "7.8/magnitude//"},
		{"An earthquake measuring 7.8 on the Richter scale hit the county.", "7.8/magnitude//"},
		{"The island was hit by a 6.1 quake and by 3 quakes since.", "6.1/magnitude//; 3/quake//"},
		{"Israel agreed to relinquish a further 13 percent of the West Bank.", "13/percent/of West Bank/"},
		// sizes, compared by value only
		{"Jaipur, which has a population of more than two million, is a resort.", "~2000000/population//"},
		{"Licensed to hold a maximum of 150, the hall held 400 people.", "150/capacity//; 400/people//"},
		{"It was far beyond its legal capacity of only 150.", "150/capacity//"},
		{"The hospital is the largest in the city of 435,000.", "435000/population//"},
		{"He faces a maximum of 10 years; the town of 12 voted.", "10/years//"},
		{"He was 42 years old when he left three years ago.", "42/age/someone/"},
		{"The fund lost 36 billion dollars.", "36000000000/dollars//"},
		{"Her blood alcohol was three times the legal limit; he was shot four times.", "3/times//; 4/times//"},
		{"A band of oil about 3 miles long drifted 8 kilometers (5 miles) off Mallipo beach; the wall was 7 feet high.", "~3/miles//; 7/feet//; 8/kilometres/from Mallipo/; 5/miles/from Mallipo/"},
		{"One in five survivors have not been on a train; 1 in 10 residents left.", ""},
		{"About two-thirds of the Missouri River flows through Montana.", "0.6666666666666666/fraction/of Missouri River/"},
		{"A third of the homes were destroyed; half of the 600 residents fled.", "0.3333333333333333/fraction/of home/; 600/resident//evacuated"},
		{"The votes were cut by a third and shares rose by half.", ""},
		{"The hall had a legal capacity of only 150 and was full.", "150/capacity//"},
		{"The hall was not supposed to hold more than 150 people.", "~150/capacity//"},
		{"Goteborg has about 435,000 people.", "~435000/population//"},
		{"Goteborg, a city with about 435,000 people, mourned.", "~435000/population//"},
		{"Hamas has 20,000 fighters.", "20000/fighter//"}, // no population
		// amounts of something, compared by value only
		{"The tanker, carrying about 15,000 tons of oil, was hit.", "~15000/tons of oil//aboard"},
		{"Up to 18 inches of snow fell; customs seized nearly three tons of ivory.", "18/inches of snow//; ~3/tons of ivory//seized"},
		{"He lost 20 pounds in a month.", ""},
		{"He was caught with 500 kilogrammes (1,100 pounds) of explosives.", "500/kilograms of explosive//; 1100/pounds of explosive//"},
		// temperatures; a conversion in brackets keyed by what it converts
		{"The low was minus 26 Celsius (minus 15 Fahrenheit) on Sunday.", "-26/degrees Celsius//; -15/degrees Fahrenheit/-26 degrees Celsius/"},
		{"It fell to -20 degrees Celsius, then to minus 6 F.", "-20/degrees Celsius//; -6/degrees Fahrenheit//"},
		// speeds, the same
		{"Winds of 240 kph (140 mph) hit the coast.", "240/km/h//; 140/mph/240 km/h/"},
		{"Winds of up to 240 kilometres (155 miles) an hour; gusts of 50 knots.", "~240/km/h//; 155/mph/240 km/h/; 50/knots//"},
		{"He drove at 100 miles per hour, 300 miles from home.", "100/mph//; 300/miles//"},
		{"In 2-3 C weather, 45-60 F, nothing froze.", ""},
		{"Prices rose 5 percent and 38 per cent of the country was under water.", "5/percent//; 38/percent/of country/"},
		{"He wrote a three-page letter after a six-year war in a three-engined jet.", "3/page/letter/; 6/years//"},
		// a unit of measure as a modifier, past its conversion and a dimension
		{"He spoke before a 5-meter (15-foot) high portrait; a 40-foot long boat sank.", "5/meter/portrait/; 15/foot/portrait/; 40/foot/boat/"},
		{"A 2,000-square-foot house; a 1,500-square-kilometer island; a nine-nautical-mile zone.", "2000/square feet/house/; 1500/square kilometres/island/; 9/nautical miles/zone/"},
		// "women patients" are patients, "crew members" crew; a quoted noun of two words
		{"He killed 15 elderly women patients; 25 crew members were aboard; it found 17 \"inherent problems\" with it.", "15/patient//killed; 25/crew//aboard; 17/problem//"},
		// money's noun is a compound's head, past "towards"
		{"He paid £20,000 towards prosecution costs and $1 million fire damages.", "20000/pounds/cost/; 1000000/dollars/damage/"},
		{"He lives in a £2.5 million Victorian mansion; the £195million autumn TV line-up was unveiled.", "2500000/pounds/mansion/; 195000000/pounds/line-up/"},
		{"A $3 million prize drew crowds; $600 billion 10 years from now.", "3000000/dollars/prize/; 600000000000/dollars//; 10/years//"},
		{"A deal in the $75 million range; in the range of $145 million.", "75000000/dollars//; 145000000/dollars//"},
		{"The £89,000 three-bedroom semi was in the next road; a $160 million one-time gain.", "89000/pounds//; 3/bedroom/semi/; 160000000/dollars/gain/"},
		// "sent home" is no deployment
		{"The jury, which will rule on 15 murder charges, was sent home.", "15/charge//"},
		// a word in quotes that ends the phrase is the noun
		{"There were eight \"signposts\" that might guide them, and 122 “credible” floating objects.", "8/signpost//; 122/object//"},
		// a year inside a "that" clause after the count dates the clause
		{"He told five Law Lords that Hindley, aged 57, was convicted in May 1966.", "5/lord/Law/; 57/age/Hindley/"},
		// of two years a sentence dates events at, the nearer before the count
		{"It may be as good as the one in 1966, but the 1998 shower will bring 200 meteors.", "200/meteor// in 1998"},
		// a decimal below one is a measure, its conversion in brackets too
		{"It grows 1.5 millimeters (0.06 inches) a year; it took one year.", "1.5/mm//; 0.06/inches//"},
		// "or so", "or more", "-odd": vague figures; a weight in pounds of a person
		{"Some 600 or so satellites, 20 or more cars and the 600-odd satellites; a 6-foot, 200-pound black male.", "~600/satellite//; ~20/vehicle//; ~600/satellite//; 200/pounds in weight//"},
		// the modifier's hyphen left out; a distance where, and money, are no modifiers
		{"A 40 foot boat sank on the nine acre site; he fell 25 foot above the water with a five pound note.", "40/foot/boat/; 9/acre/site/; 25/feet//"},
		// a length with its unit written on, as British papers give it;
		// a height in feet and inches is body.go's
		{"They bundled him over a 25ft bridge, 25ft above the water; he fell about 200ft (61 metres) into 18ins of water.", "25/foot/bridge/; 25/feet//; ~200/feet//; 61/metres//; 18/inches//"},
		{"Mourners laid a 30-meter-long (100-foot-long) pile of bouquets beside the 185-foot-high span.", "30/meter/pile/; 100/foot/pile/; 185/foot/span/"},
		{"He is 6-foot-9.", ""},
		// a count before a size: the boats are counted, then sized
		{"The Coast Guard had two 27-foot boats.", "2/boat//; 27/foot/boats/"},
		// "and a half" after a whole number
		{"Albert was jailed for seven and a half years; it cost two and a half million dollars.", "7.5/years//; 2500000/dollars//"},
		{"Hundreds died and tens of thousands were left homeless.", "~300/people//killed; ~30000/people//evacuated"},
		{"The three who voted against the death penalty would not comment; he was the one who did it.", "3/people//voted"},
		// a whole an owner counts; one of so many still counts the whole
		{"The victors represent 12 of the country's 28 provinces.", "12/province//; 28/province//"},
		{"A grain can hit one of the world's 600-plus satellites.", "~600/satellite//"},
		{"After 3 1/2 years in prison he met her for 2 1/2 hours; 9/11 changed that.", "3.5/years//; 2.5/hours//"},
		{"It will weigh just 4.5 pounds, and the 11-inch model 2. 38 pounds.", "4.5/pounds in weight//; 11/inch/model/"},
		// a fraction of a unit of distance or time; an ordinal is none
		{"He was about a quarter-mile from shore, half a mile from the pier; half an hour later he was saved.", "~0.25/miles//; 0.5/miles//; 0.5/hours//"},
		{"Riots broke out for a third night; he served half of a six-year sentence.", "6/years//"},
		// a name between a count used as a modifier and its noun
		{"AMD bought SeaMicro, an 80-employee Silicon Valley startup.", "80/worker/startup/"},
		{"They ran the 403-apartment Condado del Mar.", "403/apartment/condado/"}, // not "del"
		{"He got three 10-year sentences.", "3/sentence//; 10/years//"},
		{"It used 8-methoxypsoralen (8-MOP) plus light.", ""},
		{"Police offered a $50,000 reward and she posted a bond of $100,000.", "50000/dollars/reward/; 100000/dollars/bond/"},
		{"Swissair offered an immediate dlrs 20,000 payment; Cathay may invest dlrs 100 million.", "20000/dollars/payment/; 100000000/dollars//"},
		{"The state agreed a $3.4 million settlement; Texas will pay $3.4 million to the couple.", "3400000/dollars/settlement/; 3400000/dollars//"},
		// one count in two places: the second leaves out its noun
		{"350 flights were called off at O'Hare and more than 150 at Midway.", "350/flight//; ~150/flight//"},
		{"Five people were killed in Gaza and three in the West Bank.", "5/people//killed; 3/people//killed"},
		{"There were 40 cases in 2010 and 50 in 2011.", "40/case// in 2010; 50/case// in 2011"},
		{"He was fined 500 pounds and jailed for 3 years in 2001.", "3/years//"},
		{"Five people were killed. Three in the West Bank were hurt.", "5/people//killed"},
		// the time a sentence gives its event
		{"The last attack came in late January 2007, when three Israelis were killed.", "3/people/Israeli/killed in 2007"},
		{"On Jan. 29, 2006, a bombing in Eilat town killed three people.", "3/people//killed in 2006"},
		{"In July and August 2004, floods killed more than 700 people.", "~700/people//killed in 2004"},
		{"Floods in the 2004 monsoon killed 700 people; 12 in May of 2005.", "700/people//killed in 2004"},
		{"By 2010 some 40 schools were built.", "~40/school//"},
		{"Founded in 1872, the state university has more than 25,000 students.", "~25000/student//"},
		// a year in a relative clause dates its noun; a comparison's year
		// dates the counts after it, not those before
		{"He admitted 17 charges while serving a ban which was imposed in 1997.", "17/charge// [admitted]"},
		{"Four soldiers were killed in East Timor, which was invaded in 1975.", "4/soldier//killed"},
		// a year in a relative clause the commas close before the count
		// is the clause's noun's; not one that goes on to the count
		{"The ferry, which was built in Japan in 1992, had 638 people on board.", "638/people//aboard"},
		{"Libya would surrender two suspects in the 1988 bombing of a jetliner over Lockerbie, Scotland, that killed 270 people.", "2/suspect// in 1988; 270/people//killed in 1988"},
		{"Four of five victims were his friends, who were in the car, in the 2012 shooting.", "4/victim// in 2012; 5/victim// in 2012"},
		// a year after a count of charges dates the offences, not the case
		{"He was found guilty on seven counts relating to sexual acts with boys in Prague in 1997.", "7/charge// [convicted]"},
		{"He was subsequently convicted of six counts of theft last June.", "6/charge// last June [convicted]"},
		// offences a court counts are its charges
		{"After his conviction for seven offences of indecency, he was jailed.", "7/charge// [convicted]"},
		// what would, could or might have befallen them befell no one
		{"The two other patients would have been killed by the move. The ferry might have killed hundreds of people.", "2/patient//; ~300/people//"},
		// a zero printed as a capital O in a sum of money
		{"A reward of £2O,OOO failed; it could save £22O million.", "20000/pounds/reward/; 220000000/pounds//"},
		// the offences are no event that befell the charges
		{"Each man faces 10 charges including kidnapping, armed robbery and burglary.", "10/charge// [charged]"},
		{"One woman was killed on Monday, the first attack of its kind since January 2007.", "1/woman//killed"},
		{"It was the worst attack since the 1988 bombing that killed 270 people.", "270/people//killed in 1988"},
		// a bare number a verb of harm governs, before a time
		{"Explosions outside courts killed 13 last November. A gunman killed 40 Monday.", "13/people//killed last November; 40/people//killed"},
		{"In October last year, an explosion killed six people.", "6/people//killed last year"},
		// "a" for "one" before a scale; a possessive counts its noun; who was stranded
		{"The floods claimed eight people's lives and left nearly a million marooned.", "8/people//killed; ~1000000/people//stranded"},
		{"A hundred people attended; a man paid.", "100/people//attended"},
		{"About 200 miners were trapped underground.", "~200/miner//stranded"},
		{"About 1 million people were marooned in about ten districts; five people drowned.", "~1000000/people//stranded; ~10/district//; 5/people//killed"},
		// ranges, shares and fractions as news gives them
		{"Between 30 and 40 people died; between 1.5 and 2 million people fled.", "~30/people//killed; ~1500000/people//evacuated"},
		{"One in every 500 Windows users was affected; prices rose between 5 and 10 percent.", "~5/percent//"},
		{"It ended a nearly eight-month crackdown after an almost 13-hour filibuster and a two-week trial.", "~8/months//; ~13/hours//; 2/weeks//"},
		{"Floods covered a third of the country.", "0.3333333333333333/fraction/of country/"},
		{"The servers use one quarter the power and a sixth of the space.", "0.25/fraction/of power/; 0.16666666666666666/fraction/of space/"},
		{"It is the fifth of November.", ""},
		// a range is read at its low end; a change ("rose from 30 to 35") at the figure it came to
		{"Flows were 30 to 40 percent below average; the share rose from 30 to 35 percent.", "~30/percent//; 35/percent//"},
		// a range of money, or of shares with their unit given twice, and a change of them
		{"It is worth between $140 million and $150 million, or £2m to £3m, or $140-150 million.", "~140000000/dollars//; ~2000000/pounds//; ~140000000/dollars//"},
		// the low end of a range takes the scale the high end is written with
		{"The Orioles offered between $140 and $150 million, or $140- $150 million; the Nationals $60-$70 million.", "~140000000/dollars//; ~140000000/dollars//; ~60000000/dollars//"},
		{"He paid $500 — $200 more than last year.", "500/dollars//; 200/dollars//"},
		{"Sales rose $5 million to $20 million, or from £1m to £2m; shares fell 5 percent to 20 percent.", "5000000/dollars//; 20000000/dollars//; 1000000/pounds//; 2000000/pounds//; 5/percent//; 20/percent//"},
		{"Prices rose between 40 percent and 50 percent; 40% to 50% of voters came.", "~40/percent//; ~40/percent/of voter/"},
		{"It got 5 to 7 inches of snow; between 2 and 3 tons of oil leaked.", "~5/inches of snow//; ~2/tons of oil//spilled"},
		// a depth is no distance from a place, nor one of nowhere
		{"The quake struck 14 miles from Healdsburg at a depth of 1. 2 miles; one at a depth of about 10 km followed.", "14/miles/from Healdsburg/; 1.2/miles/depth/; ~10/kilometres/depth/"},
		{"Madison got 15.2 inches Wednesday; the snow lay 15 centimetres deep.", "15.2/inches//; 15/centimetres//"},
		{"The death toll rose from 23 to 41 people; sentences ranged from six to 75 years.", "23/people//killed; 41/people//killed; ~6/years//"},
		{"The toll rose from 23 to 41 on Sunday; ranks fell from 12,986 employees to 8,589.", "23/people//killed; 41/people//killed; 12986/worker//; 8589/worker//"},
		// a total that changed "from" one figure "to" another is the second
		{"The number of seats rose from 65 to 125; a new law will raise the number of judges from 9 to 15.", "125/seat//; 15/judge//"},
		// a count as a modifier, an adjective before its noun
		{"The election of a 125-seat national legislature ended a three-game losing streak.", "125/seat/legislature/; 3/game/streak/"},
		// a list set beside a count breaks it down: no total of five
		{"The three bank workers, a man and two women, died in the fire.", "3/worker//killed; 2/woman//killed"},
		// "deadly" says what something could do or did, not what befell the count
		{"Around 14,000 people flooded into camps, fearing deadly waves.", "~14000/people//"},
		// the count's own noun is no event: employees are not "employed" by being named
		{"The gunman killed six store employees and two customers; she saw four of her co-workers in the employee lounge.", "6/worker//killed; 2/customer//killed; 4/worker//; 8=6+2/people//killed"},
		{"The 2004 floods killed more than 700 people. Three more people died and hundreds of thousands of people fled.", "~700/people//killed in 2004; 3/people//killed; ~300000/people//evacuated"},
		{"Most of Croatia's 4.7 million population is Catholic; its 10 population centres grew.", "4700000/population/of Croatia/; 10/centre//"},
		// a count whose noun is left out before "of" and what it is of
		{"He denied four charges of indecent assault and six of cruelty; 191 counts of murder and 1,755 of attempted murder.", "4/charge// [charged]; 6/charge// [charged]; 191/charge//; 1755/charge//"},
		{"He was cleared of six charges of remarks to Roy Carr, 26, and two of ill treatment.", "6/charge// [cleared]; 2/charge// [cleared]; 26/age/R. Carr/"},
		// nouns whose plural is the singular; two kinds of animal in one count
		{"He starved 259 sheep and 15 cattle; 53 sheep died; more than 260 sheep and cattle suffered.", "259/sheep//; 15/cattle//; 53/sheep//; ~260/sheep and cattle//"},
		// a number and its unit written together
		{"The plane hit him at 70mph, 58km south-west of the town, a $21MM deal.", "70/mph//; 58/kilometres//"},
		// "police" naming the kind of what is counted
		{"Officers from five police forces attacked two police stations; three police were hurt.", "5/force//; 2/station//; 3/officer//injured"},
		// an abbreviated month's day is a date; a capitalized plural
		// after an acronym, or one itself, is the noun; a title's is not
		{"He was indicted for the Aug. 7 bombings of two U.S. Embassies in Africa.", "2/embassy//"},
		{"Since the Sept. 11 terrorist attacks, two EMTs and the Three Musketeers came.", "2/emt//"},
		{"They seized seven AK-47s, three other rifles and two SUVs.", "7/ak-47//; 3/rifle//; 2/suv//"},
		// a part of the count before, referred back to; "species" is its own singular
		{"The four robbers, two of whom were disguised as women, stole the jewels. It holds 146 plant species, 75 of which are rare.", "4/robber//; 2/robber//disguised; 146/species//; 75/species//"},
		{"He made three movies with two rookies.", "3/movie//; 2/rookie//"},
		// a nation's people followed by what describes them
		{"Of the 106 million Brazilians eligible to vote, many stayed home.", "106000000/people/Brazilian/voted"},
		// a share spelled out
		{"Forty-five percent of the patients agreed; about five per cent of the population died.", "45/percent/of patient/; ~5/percent/of population/"},
		{"Two plainclothes were shot within 4 mins.", "2/officer//shot; 4/minutes//"},
		// a decade, and a year a conversion glued to a word, are no counts
		{"Songs of the nineteen fifties and nineteen sixties; the 1972-was unknown; he scored 30 tries.", "30/try//"},
		{"The 1,300-plus survivors were taken aboard; 23 crewmen were held.", "~1300/survivor//rescued; 23/crew//"},
		// what an event left is no one who left; "homeless" after the
		// count is people displaced, before its noun a kind of people
		{"The collision left three holes in the tanker. The cold killed three homeless men.", "3/hole//; 3/man//killed"},
		// weights and angles compared by value; "first-degree" is no unit, "minus 30 degrees" no figure
		{"The 4kg plane turned 270 degrees in minus 30 degrees of frost. He faces three first-degree murder charges.", "4/kilograms//; 270/degrees//; 3/charge// [charged]"},
		// "lives" of a home is no death; a cue past a semicolon is another clause's
		{"Guscott, who lives in Bath with wife Jayne and their two daughters, won 65 caps.", "2/daughter//; 65/cap//"},
		{"The cost was put at 44.3 billion won; 24 visitors came.", "44300000000/won//; 24/visitor//"},
		{"He named 33 police informants and two police constables.", "33/informant//; 2/officer//; 35=33+2/people//"},
		// a scale written against its number after a currency sign; "m" alone is no million
		{"BA was fined £4.4m, the FT said €6.8m; it had paid £4.4million and $2bn; he ran 4m.", "4400000/pounds//; 6800000/euros//; 4400000/pounds//; 2000000000/dollars//"},
		// areas, volumes and weights of two-word units
		{"The area is 2.5 million square miles (6.5 million sq km); it spews 150,000 cubic metres a day; 2 million metric tons were lost.", "2500000/square miles//; 6500000/square kilometres//; 150000/cubic metres//; 2000000/tonnes//"},
		// "m" is metres in the brackets of a figure in feet, not elsewhere
		{"They found them at 19,356 feet (5,900 m) on the 26,291-foot (8,013 m) peak at 9 a.m. (2 m) today.", "19356/feet//; 5900/metres//; 26291/foot/peak/; 8013/metres//"},
		// a sentence opening "Of the N things," counts a part of them with a bare number
		{"Of the 162 people who were injured in the fire, 76 remain hospitalized.", "162/people//injured; 76/people//in hospital"},
		{"Of the roughly 400,000 elephants in the wild, he said, about 130,000 are in Botswana.", "~400000/elephant//; ~130000/elephant//"},
		// "N more" counts people unless a noun or "than" follows
		{"Six more were in hospital; it left 1 million more homeless. She read it one more time; deaths were 29 more than last winter.", "6/people//in hospital; 1000000/people//evacuated"},
		// "one" picking out a person of several tells no count of them
		{"One victim said: 'Never.' He raped one victim, a divorcee; one soldier's room was cold. One victim was a nurse; a complaint by one victim. One man was killed.", "1/man//killed"},
		// the lives or the death of someone else are no event of a count
		{"It will improve the lives of the country's 800 million farmers. The deaths of more than 30 people were reported.", "800000000/farmer//; ~30/people//killed"},
		// an event word after another count's own verb is that count's
		{"Last year 2.8 million people became infected with HIV, and 2.1 million people died.", "2800000/people// last year; 2100000/people//killed last year"},
		// people of a nation, and what befell them
		{"The blast was in Eilat, leaving three Israelis dead and 12 Egyptians wounded.", "3/people/Israeli/killed; 12/people/Egyptian/injured"},
		// where someone died is no care in hospital
		{"Police said one girl had also died in hospital giving a total death toll of five.", "1/girl//killed; 5/people//killed"},
		// two names "both 51": each one's age (a rank before the second)
		{"Tom Tennant and state Senior Trooper William Hakim, both 51, died. The defendants, both 44, posed as bankers.", "51/age/T. Tennant/; 51/age/W. Hakim/"},
		// a hyphen a conversion left a space before
		{"A strong 5.6 -magnitude earthquake killed a 16 -year-old girl.", "5.6/magnitude//; 16/age/girl/"},
		// a plural naming the kind of people counted
		{"Some 40 weapons inspectors arrived; three arms dealers were arrested; forty weapons were seized.", "~40/inspector//arrived; 3/dealer//arrested; 40/weapon//"},
		// a word and its short form are one thing; a plural of three letters
		{"The study compared 83 alcohol education advertisements. Subjects saw three randomly selected ads.", "83/ad//; 3/ad//"},
		// a plural before a plural that closes the phrase is the compound's kind; not a verb's object
		{"Congress passed 13 appropriations bills. She feeds her five cats packets of meat.", "13/bill//; 5/cat//"},
		// the whole of "four of 13 bills" is a count of its own, not a rate's ten nor a player's attempts
		{"Only four of 13 bills had been passed. Seven of 10 Brazilians have voted. Manning completed 29 of 34 passes.", "4/bill//; 13/bill//; 7/people/Brazilian/voted; 29/pass//"},
		// kin someone leaves behind or is survived by: no event befell
		// them, and a family is no breakdown of an event's people
		{"Chohan, who leaves behind a husband, son and two grandchildren, died that night. He is survived by two sons. He has three daughters and two sons.", "2/grandchild//; 2/son//; 3/daughter//; 2/son//"},
		// a list of ages after a plural of people: each one's, under the
		// noun; not "children ages 5 and under"; an age at death with no
		// name beside it is the subject's
		{"He is survived by two sons, ages 6 and 16. Children ages 5 and under go free.", "2/son//; 6/age/son/; 16/age/son/"},
		{"Bettie Page, the pin-up whose romps titillated a generation, has died at the age of 85. At the age of 10, she sang.", "85/age/someone/"},
		// a gun's bore, however written ("38-caliber", "357 caliber",
		// "22-calibre"), its figure as written (".45" is 0.45)
		{"He had a 38-caliber revolver, a 357 caliber revolver, a .45 caliber handgun and a 22-calibre rifle.", "38/caliber/revolver/; 357/caliber/revolver/; 0.45/caliber/handgun/; 22/caliber/rifle/"},
		// a nickname quoted inside a name parts no first name from its
		// surname; "died ..., aged 77" is the subject's age
		{"Mob boss Vincent \"The Chin\" Gigante died Monday in prison. He was 77. The godfather has died in jail, aged 77.", "77/age/V. Gigante/; 77/age/someone/"},
		// "missing" as the verb of what was missed is no one missing
		{"Despite missing four games, he starred; the missing 40 miners were found.", "4/game//; 40/miner//missing"},
		// a vote's tally: the votes for and against, none where it is 0;
		// not a score, nor a majority (seats)
		{"It passed by a vote of 294-106. The vote was 443 to 1. The panel voted 23-14; an 89-0 vote. The score was 3 to 1; a 55-45 majority.", "294/vote/for/; 106/vote/against/; 443/vote/for/; 1/vote/against/; 23/vote/for/; 14/vote/against/; 89/vote/for/"},
	} {
		var got []string
		for _, q := range Quantities(tc.text) {
			v := plain(q.Value)
			if q.Approx {
				v = "~" + v
			}
			if len(q.Parts) > 1 {
				v += "=" + joinNumbers(q.Parts, "+")
			}
			role := q.Role
			if agoYear(q.Year) {
				role += " " + q.Year
			} else if q.Year != "" {
				role += " in " + q.Year
			}
			if q.Stage != NoStage {
				role += " [" + q.Stage.String() + "]" // a count of charges: the stage of the case
			}
			got = append(got, fmt.Sprintf("%s/%s/%s/%s", v, q.Thing, q.Qualifier, role))
			if tc.text[q.Start:q.End] != q.Text {
				t.Errorf("%q: Text %q is not text[Start:End]", tc.text, q.Text)
			}
		}
		if g := strings.Join(got, "; "); g != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.text, g, tc.want)
		}
	}
}

func TestVerdicts(t *testing.T) {
	for _, tc := range []struct {
		name string
		docs []string
		want string
	}{
		{"agree", []string{"Eleven fighters were killed.", "11 fighters were killed."}, Agree},
		{"conflict", []string{"Nine soldiers were captured.", "Eight soldiers were captured."}, Conflict},
		{"granularity", []string{"A total of 600 people will leave in the convoy.", "The convoy included 308 militants and 331 civilians."}, Granularity},
		{"approximate", []string{"Several hundred militants will leave in the convoy.", "The convoy included 308 militants and 331 civilians."}, Approximate},
		{"vague conflict", []string{"Dozens of people were killed.", "The attack killed 500 people."}, Conflict},
		// two sources' estimates, each "about" a figure: they differ
		// unless one is the other's rounding or they are far apart
		{"two estimates", []string{"The Exxon Valdez spilled about 240,000 barrels of oil in 1989.", "The Exxon Valdez spilled about 260,000 barrels of oil in 1989."}, Conflict},
		{"two estimates, alike", []string{"The Exxon Valdez spilled about 260,000 barrels of oil in 1989.", "The Exxon Valdez spilled some 260,000 barrels of oil in 1989."}, Agree},
		{"two estimates, one rounded", []string{"The tanker carried about 1.8 million barrels of crude.", "The tanker carried about 1.75 million barrels of crude."}, Approximate},
		{"two lower bounds", []string{"More than 30 women were rescued.", "More than 40 women were rescued."}, Approximate},
		{"one source", []string{"Eleven fighters were killed."}, SingleSource},
		// money whose words say what it pays for is compared as that thing
		{"a house's price", []string{"The multi-millionaire lives in a £2.5 million Victorian mansion near Okehampton.", "Edmonds, who lives in a £3 million mansion in Devon, said no."}, Conflict},
		// an article's toll disputes another's though the article gives
		// the toll's parts too (no roundup place by place), and the day
		// a figure was told on is no day of the count
		{"a toll among its parts", []string{"A gunman opened fire, killing four. Miller confirmed three dead at the scene. \"I know of one dead in the hospital,\" he said. A girl had also died in hospital, giving a total death toll of five in the shooting at the school.",
			"The coroner told The Associated Press early Monday afternoon that six people were killed in the shooting at the school."}, Conflict},
		// "above" after a figure says where it stands: the frame of the fact
		{"where it stands", []string{"The woman fell down the shaft and landed on the elevator car, which was out of service eight stories above, police said.",
			"The baby landed on top of the elevator car, which was six stories above. A shocking accident sent the infant plunging eight stories down an elevator shaft."}, Conflict},
		// seasons are spans of a career, one fact each, as years are
		{"seasons of careers", []string{"Cheeks spent his first 11 seasons as a player with the 76ers in Philadelphia.",
			"DiLeo spent four seasons as the 76ers director of personnel in Philadelphia."}, SingleSource},
		// a game's figures held by no player are several players'
		{"games of no player", []string{"Bush played in 10 games of the season before his knee injury.",
			"Bush missed four games of the season after his knee injury."}, DifferentThing},
		// ages of "a man" dispute only in sentences told alike
		{"two men of no name", []string{"A 50-year-old man from Dexter, Michigan, tipped off authorities to the car.",
			"Police identified the wounded as a 48-year-old man from Sterling Heights."}, DifferentThing},
		{"one man of no name", []string{"A 50-year-old man was jailed for abusing children at the home in Leeds.",
			"A 48-year-old man was jailed for abusing children at the home in Leeds."}, Conflict},
		{"one name spelt two ways", []string{"Duncan Rait, 36, died on Friday after a fall.", "Duncan Raite, 35, died on Friday after a fall."}, Conflict},
		{"captured is arrested, of pirates", []string{"The navy captured 23 pirates on Saturday.", "The navy arrested 21 pirates on Saturday."}, Conflict},
		// A count with no verb of its own is the one thing the story
		// says happened to its kind.
		{"no verb", []string{"Four students were injured when the roof fell.", "The roof fell on four students."}, Agree},
		// counts of a kind with no verb, no role to lend and sentences
		// that share less than two words: two sets of people
		{"no verb, other sentences", []string{"Aid workers could not evacuate the two foreign journalists.", "The four journalists came under fire as they crossed the border."}, DifferentThing},
		{"no verb, one sentence told two ways", []string{"Roberts, his wife and their five children, two boys and three girls, lived in Georgetown.", "Roberts, his wife and their three children, two boys and one girl, lived in Georgetown."}, Conflict},
		// a story holds many votes: two counts of voters dispute only
		// where their sentences tell one vote
		// a count of things nothing befell, of which a third article
		// gives both figures: two facts
		{"a whole and its part", []string{"The Internet has 13 root servers, which manage its traffic.",
			"VeriSign operates two root servers that manage traffic.",
			"VeriSign, which operates two of the 13 root servers, said traffic was normal."}, Agree},
		{"a vague figure and another given with it", []string{"The navy seized about 300 rounds of ammunition in the raid.",
			"In five operations the navy has seized 923 rounds of ammunition.",
			"The navy seized about 300 rounds of ammunition in the raid; in five operations it has seized 923 rounds."}, Agree},
		// figures each put in a place the other does not name
		{"two places", []string{"On Wednesday 20,000 people marched in Thessaloniki.", "On Wednesday 10,000 people marched in Heraklion."}, DifferentThing},
		{"a day is no place", []string{"Two victims died in the Monday attack at the plant.", "One victim died in Troy after the attack at the plant."}, Conflict},
		// so many out of as many, both given by one article
		{"two parts of one whole", []string{"The attack was on three of the 13 root servers.",
			"VeriSign operates two of the 13 root servers.",
			"VeriSign operates two of the 13 root servers; the attack overwhelmed three of the 13 root servers."}, Agree},
		// one figure of one article told with a verb, of another without,
		// in sentences sharing three words: one fact
		{"a verb told once", []string{"A total of 31 fire apparatus arrived to fight the fire at the Mat Maid hotel.",
			"Owen said a total of 31 fire trucks were at the Mat Maid hotel fire."}, Agree},
		// a game's plays each have their own length
		{"plays' yards", []string{"Manning threw a 41-yard touchdown pass to Wayne in the first half.", "Manning threw a 7-yard touchdown pass to Wayne in the first half."}, DifferentThing},
		{"two votes", []string{"On the budget, only two Republicans voted no.", "The paid-leave amendment passed as 14 Republicans voted for it."}, DifferentThing},
		{"one vote told two ways", []string{"In the election 38 million people voted, the electoral commission said on Sunday.", "In the election 36 million people voted, the electoral commission said on Sunday."}, Conflict},
		{"no verb, conflict", []string{"Four students were injured when the roof fell.", "The roof fell on five students."}, Conflict},
		// Another event's figure beside this one's: no dispute.
		{"another event", []string{
			"Eight people were injured in Philadelphia on Monday when a gas explosion tore through a row house. Last month a building under demolition collapsed onto a thrift store, killing six people and injuring 14.",
			"Eight people were injured this morning after a gas explosion caused a row house to collapse in Philadelphia."}, Agree},
		// A day's count is a part of the toll, and not another day's.
		{"a day and the toll", []string{"At least eight people died in the floods on Sunday.", "Three more people died, taking the death toll from the floods to 13."}, DifferentThing},
		{"two days", []string{"Eight people died in the floods in three districts on Sunday.", "Six people died in the floods in two districts on Tuesday."}, DifferentThing},
		{"one day", []string{"Eight people died in the floods on Sunday.", "Six people died in the floods on Sunday."}, Conflict},
		// a day after a verb of saying dates the report, not the deaths
		{"reported the next day", []string{"Eight people died in three districts on Monday, local media reported Tuesday.", "Six people died in two districts Tuesday, UNB reported."}, DifferentThing},
		// undated reports, one giving both figures: nothing says which came later
		{"undated, one gives both", []string{"The stroller landed on the elevator car, which was eight stories below.", "The stroller landed on the elevator car, which was six stories below. The stroller landed on the elevator car eight stories below, police said."}, DifferentThing},
		{"one gives both, the other told otherwise", []string{"The stroller landed on the elevator car, which was out of service eight stories below, police said.", "The stroller landed on top of the elevator car, which was six stories below. The car then plummeted eight stories."}, Conflict},
		// counts of things that say nothing of what befell them are one
		// fact only where their sentences tell the same thing
		{"two facts of root servers", []string{"The attack was on three of the 13 Internet root servers, which manage the domains.", "VeriSign will increase the capacity of two root servers that the company operates."}, SingleSource},
		{"two shares of all", []string{"Parents may struggle: 80 percent of all toys are made in China.", "About 60 percent of all product recalls this year have been for goods manufactured abroad."}, SingleSource},
		{"one fact of pit bulls", []string{"Investigators found 66 dogs, including 55 pit bulls, and a rape stand used in dogfighting.", "Officers recovered 54 pit bulls, along with a rape stand used in dogfighting."}, Conflict},
		{"said that day", []string{"Eight people died in the floods, officials said Sunday.", "Six people died in the floods on Sunday."}, Conflict},
		// parts that cannot reach a vague whole are no breakdown of it
		{"parts short of a vague whole", []string{"Police arrested three people in Leeds and five in York on Monday.", "Police arrested dozens of people in Leeds and York on Monday."}, DifferentThing},
		// a Chinese name's family name comes first: "Wang" is Wang Youcai
		{"family name first", []string{"On Thursday, Wang Youcai, 33, is to go on trial in Hangzhou.", "Wang Youcai is to go on trial in Hangzhou. Wang, 32, founded the party."}, Conflict},
		// a running total since a date is not a day's count
		{"since a date and a day", []string{"At least 300 to 400 people have been killed in the unrest since Feb. 15.", "At least 61 people were killed in the unrest on Monday."}, DifferentThing},
		// "N other" people are those besides someone named: no total
		{"other witnesses", []string{"One witness saw the van leave. Three witnesses saw the driver.", "Two other witnesses saw the driver."}, SingleSource},
		{"other crew, injured", []string{"Two other crew members were injured in the blast.", "Three crew members were injured in the blast."}, Conflict},
		// a nation's people among the people of one event: a different
		// granularity, not a dispute
		// an amount of one spill, however a source calls what spilled
		{"amounts of one spill", []string{"This caused five million gallons of effluent to be pumped into the Thames.", "The firm was fined for polluting the Thames with five million gallons of waste."}, Agree},
		// amounts of one event or one year are one fact whatever their
		// figures; of neither, only where the figures are the same
		{"amounts spilled", []string{"The tanker leaked 10,810 tons of crude oil on Friday.", "The tanker leaked about 15,000 tons of crude oil on Friday."}, Conflict},
		{"amounts of a year", []string{"In 1995 a tanker hit a rock and spilt 5,035 tons of oil.", "In 1995 a tanker hit a rock and spilt 5,000 tons of oil."}, Conflict},
		{"amounts of a year, told with two verbs", []string{"In 1995 a tanker hit a rock and released 5,035 tons of oil.", "The largest spill happened in 1995 when 5,035 tons of crude and fuel oil was leaked."}, Agree},
		{"amounts of nothing", []string{"Officials said 15,000 tons of oil were in the port.", "Officials said 20,000 tons of oil were in the port."}, SingleSource},
		// a breakdown's parts are compared too, each with its own kind
		{"a part on its own", []string{"The plane carried six crew and 96 passengers.", "There were 96 passengers on board."}, Agree},
		// one sentence's figures of one thing are parts of another's whole
		// parts that sum to the whole tell it alike: "6 + 2 = 8"
		{"parts and whole, by place", []string{"Six soldiers were killed in Kabul and two in Kandahar.", "Eight soldiers were killed."}, Agree},
		{"parts short of the whole", []string{"Six soldiers were killed in Kabul and two in Kandahar.", "Nine soldiers were killed."}, Granularity},
		// less than the parts' sum: a part told otherwise, or a disputed
		// whole; nothing is said. A whole of other places is none.
		{"parts above the whole", []string{"Six soldiers were killed in Kabul and two in Kandahar.", "Seven soldiers were killed."}, DifferentThing},
		{"parts of other places", []string{"Fifteen people were killed in the Idlib area and nine in the Aleppo area.", "In all, 104 people were killed in Homs."}, DifferentThing},
		{"parts and whole, approximate", []string{"In Chicago, more than 350 people were evacuated at O'Hare and more than 150 at Midway.", "More than 600 people were evacuated at Chicago's two airports, O'Hare and Midway."}, Granularity},
		{"a nation's dead", []string{"The group killed five Americans -- including the CIA station chief -- in its reign.", "The group was blamed for killing 23 people -- including U.S. officials -- in its reign."}, Granularity},
		{"a nation's dead, the same", []string{"The blast killed four Israelis -- and wounded 16 others.", "The blast killed four people -- and wounded 16 others."}, Agree},
		// how many children a parent has
		{"a parent's children", []string{"Father-of-four Barwell was jailed for life.", "Barwell, who is the father of three children, was jailed."}, Conflict},
		// a role names several people where one article gives it two ages
		{"two boys", []string{"An 11-year-old boy was killed by a model plane.", "An 11-year-old boy was killed by a model plane. A 14-year-old boy was flying on the same frequency."}, Agree},
		{"two boys, three ages", []string{"An 11-year-old boy was killed by a model plane.", "A 12-year-old boy was killed by a model plane. A 14-year-old boy was flying on the same frequency."}, DifferentThing},
		// two articles naming two boys each, one age apart: the other boy's age is disputed
		{"two boys each, one apart", []string{"An 11-year-old boy was killed by a model plane. A 15-year-old boy was flying on the same frequency.", "An 11-year-old boy was killed by a model plane. A 14-year-old boy was flying on the same frequency."}, Conflict},
		{"one boy", []string{"An 11-year-old boy was killed by a model plane.", "A 12-year-old boy was killed by a model plane."}, Conflict},
		// a named place's population is disputed; two places' are not
		{"a country's population", []string{"Some 80 percent of Croatia's 4.7 million population is Catholic.", "The pope arrived in Croatia, a country of 4 million."}, Conflict},
		{"two places' populations", []string{"Goteborg has 435,000 people.", "The pope arrived in Croatia, a country of 4 million."}, SingleSource},
		// one object's size, its noun told otherwise
		{"a size, two nouns", []string{"The Horizon has a 27-inch touchscreen.", "The Horizon is built around a 27-inch display."}, Agree},
		// so many out of so many: a claim of its own
		{"a part of a whole", []string{"Menu makes pet food for 17 of the top 20 North American retailers.", "The company said it makes food for 17 of the top 20 retailers."}, Agree},
		{"a part of a whole, disputed", []string{"Menu makes pet food for 17 of the top 20 North American retailers.", "The company said it makes food for 16 of the top 20 retailers."}, Conflict},
		// a figure in millions given to fewer digits, in a sentence alike
		{"rounded", []string{"Yudhoyono ordered Lapindo to pay 3.8 trillion rupiah (420.7 million dollars) in compensation.", "Yudhoyono has ordered Lapindo to pay 3.8 trillion rupiah (420 million dollars) in compensation and costs."}, Approximate},
		// (no rounding, but each article's only sum in dollars, in sentences alike: a dispute)
		{"a digit is no rounding", []string{"Yudhoyono ordered Lapindo to pay 4.7 million dollars to the 1,000 families.", "Yudhoyono has ordered Lapindo to give 4 million dollars to the families."}, Conflict},
		// two exact figures of sentences alike, framed by the same word: one fact, disputed
		{"framed money", []string{"British Airways was today fined £4 million for breaching European competition rules.", "British Airways vowed to appeal after being fined £4.4m for rewarding travel agents."}, Conflict},
		{"framed durations", []string{"Roberts, who denied murder during a three-week trial at Norwich Crown Court, was convicted.", "Roberts was convicted following a two-week trial at Norwich Crown Court."}, Conflict},
		{"framed, relative times", []string{"In the first four days that Nevada residents could buy marijuana, sales soared.", "Budtenders helped 1,000 customers during the first two days of legal marijuana sales in Nevada."}, SingleSource},
		{"framed money, in what it is", []string{"They all face up to six years in prison and $350,000 in fines if convicted.", "They face up to five years in prison and $250,000 in fines if convicted."}, Conflict},
		{"framed, two figures in a sentence", []string{"They face up to six years in prison and $350,000 in fines if convicted of both charges.", "They face up to five years in prison and $250,000 in fines if convicted of conspiracy charges, or one year and $100,000 in fines."}, SingleSource},
		// two shares or sums within half again of each other, with a word
		// of content beside each in common, in sentences alike: one fact
		{"nearby shares", []string{"Brazil doubled interest rates to 50 percent a year to stem the flight of capital.", "Capital is draining out of Brazil despite interest rates of 40 percent."}, Conflict},
		{"nearby shares, both in one article", []string{"Brazil doubled interest rates to 50 percent, and capital fled Brazil despite interest rates of 40 percent.", "Capital is draining out of Brazil despite interest rates of 40 percent."}, Agree},
		{"nearby shares, other words beside", []string{"Brazil's stock market fell 4 percent on Monday as capital fled.", "Capital fled Brazil on Monday as interest rates rose 5 percent."}, SingleSource},
		// a range of money covers the sum inside it and disputes one outside
		{"money range", []string{"The Orioles offered Teixeira a seven-year deal worth between $140 million and $150 million.", "The Orioles offered Teixeira a seven-year deal worth $145 million."}, Approximate},
		{"money range, outside", []string{"The Orioles offered Teixeira a seven-year deal worth between $140 million and $150 million.", "The Orioles offered Teixeira a seven-year deal worth $170 million."}, Conflict},
		{"nearby shares, far apart", []string{"Brazil doubled interest rates to 70 percent a year to stem the flight of capital.", "Capital is draining out of Brazil despite interest rates of 40 percent."}, SingleSource},
		// charges of another offence, or of all of them, dispute nothing
		{"charges of two offences", []string{"Banfield was convicted of three charges of indecent assault at Nottingham crown court.", "Banfield was convicted at Nottingham crown court on all four counts."}, DifferentThing},
		// charges at two stages of a case dispute nothing; an article's
		// only count of the charges at one stage is all of them
		// two sums an article gives in sentences of their own are two
		// sums, unless within a quarter of each other (an article may
		// tell the dispute itself)
		{"two sums, one article gives both", []string{"Hamilton took a £4,000 payment from Ian Greer, the court heard.", "Hamilton took a £10,000 payment from Mobil, the court heard.", "Greer paid Hamilton a £4,000 commission. Mobil later paid him a £10,000 fee."}, DifferentThing},
		{"two sums, no article gives both", []string{"Hamilton took a £4,000 payment from Ian Greer, the court heard.", "Hamilton took a £10,000 payment from Mobil, the court heard."}, Conflict},
		{"two near sums, one article gives both", []string{"Evans stole £300,000 from the farm, the court heard.", "Evans stole £275,000 from the farm, the court heard.", "Evans stole £275,000. Police say she took £300,000 in all."}, Conflict},
		{"charges admitted and convicted", []string{"Banfield admitted three charges at Nottingham crown court.", "Banfield was convicted at Nottingham crown court on four counts."}, DifferentThing},
		{"charges convicted, one offence named", []string{"Denning was convicted by a court in Prague on seven charges.", "Denning was convicted by a court in Prague on eight charges of sexually abusing boys."}, Conflict},
		{"charges of one offence", []string{"Banfield denied three charges of theft at Nottingham crown court.", "Banfield denied four charges of theft at Nottingham crown court."}, Conflict},
		// one offence of a list of charges, its degree said in one
		{"an offence in a list", []string{"Demoski faces two counts of third degree assault and five counts of fifth degree criminal mischief.", "Demoski was arrested on suspicion of assault and six counts of criminal mischief."}, Conflict},
		// sizes that name products name two models
		{"two models' sizes", []string{"The 13-inch version comes with a dual-core processor. The 15-inch MacBook Pro offers a larger 1,440 x 900 display.", "The 13-inch MacBook Pro spec upgrade costs $1199, while the 15-inch model is faster."}, DifferentThing},
		// a sum over several against one of them
		{"a combined total against a part", []string{"After being acquired from the Braves this past season, Teixeira hit .358 with 13 homers and 43 RBIs in 54 games with the Angels.", "Playing in a combined 157 games with the Angels and Braves, Teixeira had 33 homers and 121 RBIs along with a career-best .308 average."}, DifferentThing},
		// one person's ages decades apart are two times of a life, a year apart a dispute
		{"ages decades apart", []string{"Clive Barwell, 42, pleaded guilty at Teesside Crown Court.", "Clive Barwell, 12, kept guard on his mother at home."}, DifferentThing},
		{"ages a year apart", []string{"Clive Barwell, 42, pleaded guilty at Teesside Crown Court.", "Clive Barwell, 41, pleaded guilty at Teesside."}, Conflict},
		// magnitudes more than one apart are two quakes; tenths apart, a dispute
		{"magnitudes apart", []string{"A magnitude 6.1 earthquake hit West Papua province today.", "A magnitude 7.6 earthquake hit West Papua province on Sunday."}, DifferentThing},
		{"magnitudes tenths apart", []string{"An earthquake with a magnitude of 4.4 struck Sonoma County this morning.", "An earthquake with a magnitude of 4.2 struck Sonoma County this morning."}, Conflict},
		// a real name given beside a stage name is the same person
		{"a stage name", []string{"Prodigy, born Albert Johnson, died on Tuesday. Johnson was 42.", "Prodigy, one-half of Mobb Deep, died Tuesday at age 42."}, Agree},
		// two exact measures within a hundredth, in sentences alike: a dispute
		{"near measures", []string{"The climbers found the bodies at 19,350 feet on the south face of the peak.", "Two climbers found the bodies at 19,356 feet on the south face of the peak."}, Conflict},
		{"far measures", []string{"The climbers found the bodies at 19,350 feet on the south face of the peak.", "Two climbers found the bodies at 19,700 feet on the south face of the peak."}, SingleSource},
		{"near sizes", []string{"They were the only climbers on the face of the 26,330-foot mountain.", "They were attempting the south face of the 26,291-foot peak."}, Conflict},
		// a vague figure and the one exact figure it covers, in sentences alike
		{"vague and exact", []string{"The football scholarships are worth about $76,000 a year to each player.", "Northwestern gave him a football scholarship worth $75,000 a year."}, Approximate},
		// a vague figure covering two exact ones joins neither; the two
		// exact sums, in sentences alike, dispute each other
		{"vague, two exact", []string{"Officials said the storm damage was about $7 billion.", "Officials said the storm damage was $7.5 billion.", "Officials said the storm damage was $6.6 billion."}, Conflict},
		// "thousands" covers tens of thousands, "millions" tens of millions
		{"millions", []string{"The firm recalled 60 million containers of pet food.", "The firm is recalling millions of containers of pet food."}, Approximate},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var docs []Doc
			for i, text := range tc.docs {
				docs = append(docs, Doc{ID: fmt.Sprint(i), Text: text})
			}
			r := Compare(docs, nil)
			if len(r.Quantities) == 0 || r.Quantities[0].Verdict != tc.want {
				t.Errorf("groups %+v, want first verdict %s", r.Quantities, tc.want)
			}
		})
	}
	// People are no charges: "charged with killing two young women"
	// does not join a count of two charges, whatever words the
	// sentences share.
	rp := Compare([]Doc{
		{ID: "a", Text: "Staunton police arrested Sharron Smith and charged her with two counts of first-degree murder."},
		{ID: "c", Text: "Staunton police have arrested and charged Sharron Smith, age 61, with two counts of first-degree murder."},
		{ID: "b", Text: "Sharron Smith, charged with killing two young women in a Staunton ice cream shop, was released."}}, nil)
	for _, g := range rp.Quantities {
		if g.Thing == "charge" && slices.ContainsFunc(g.Values, func(v Value) bool { return slices.Contains(v.Articles, "b") }) {
			t.Errorf("two women killed counted as charges: %+v", g.Values)
		}
	}
	// What a story's event "came weeks after" is another event: its
	// figures dispute none of the story's.
	rc := Compare([]Doc{
		{ID: "a", Text: "A suspended worker killed two co-workers at the Kraft plant on Thursday."},
		{ID: "b", Text: "The woman executed two of them with a single shot. Thursday's shooting came just weeks after a driver fatally shot eight people in Connecticut."}}, nil)
	for _, g := range rc.Quantities {
		if g.Verdict == Conflict {
			t.Errorf("an earlier event's toll set against the story's: %s %s", g.Role, g.Note)
		}
		if slices.ContainsFunc(g.Values, func(v Value) bool { return v.Value == 8 }) && g.Role != "killed in "+yearEarlier {
			t.Errorf("the earlier event's eight is %q, want killed in %s", g.Role, yearEarlier)
		}
	}
	// Ranges of one low end are one key; a figure only the wider one
	// covers ("$160 million" in "the $140 million to $160 million range")
	// is not set against the narrower ("$140-$150 million").
	rg := Compare([]Doc{
		{ID: "a", Text: "The Angels are believed to have offered Teixeira at least $160 million in an eight-year deal. The Orioles offered between $140 and $150 million over seven years."},
		{ID: "b", Text: "The Nationals reportedly offered Teixeira an eight-year deal at $160 million, the Orioles $140-$150 million over seven years."},
		{ID: "c", Text: "The Angels are believed to have offered Teixeira a deal in the $140 million to $160 million range."}}, nil)
	for _, g := range rg.Quantities {
		if g.Verdict == Conflict {
			t.Errorf("a figure the wider range covers set against the narrower: %s", g.Note)
		}
	}
	// Where two things happened to a kind, a count with no verb joins
	// neither.
	rv := Compare([]Doc{{ID: "a", Text: "Three children were killed and five children were injured."}, {ID: "b", Text: "The bus carried three children."}}, nil)
	for _, g := range rv.Quantities {
		if g.Role != "" && len(g.Values) > 1 {
			t.Errorf("a count with no verb joined %q: %+v", g.Role, g.Values)
		}
	}
	// "Including 11 children" is a part of the passengers aboard: it takes
	// no role its kind has in another report ("five children survived").
	ri := Compare([]Doc{{ID: "a", Text: "The plane carried 96 passengers, including 11 children."},
		{ID: "b", Text: "At least 12 passengers including five children survived the crash."}}, nil)
	for _, g := range ri.Quantities {
		if g.Thing == "child" && g.Role == "rescued" && len(g.Values) > 1 {
			t.Errorf("the children aboard counted as rescued: %s %+v", g.Verdict, g.Values)
		}
	}
	// The whole of "36 out of 64 districts" is not what befell the part.
	rw := Compare([]Doc{{ID: "a", Text: "The floods affected 36 out of 64 districts."}, {ID: "b", Text: "Floods affected 36 out of 64 districts, officials said."}}, nil)
	for _, g := range rw.Quantities {
		if g.Thing == "district" && g.Role != "" && slices.ContainsFunc(g.Values, func(v Value) bool { return v.Value == 64 }) {
			t.Errorf("the country's districts are counted as %q: %+v", g.Role, g.Values)
		}
	}
	// "Others" count whatever their article counted before: two
	// figures of them dispute nothing.
	ro := Compare([]Doc{
		{ID: "a", Text: "The storm destroyed three bridges on Monday. Forty-seven others are closed for repairs."},
		{ID: "b", Text: "The storm destroyed three bridges on Monday. Twelve others are closed for repairs."}}, nil)
	for _, g := range ro.Quantities {
		if g.Thing == "other" && len(g.Values) > 1 {
			t.Errorf("two figures of others in one group: %+v", g)
		}
	}
	// Money and shares of nothing named are compared by value only: the
	// same amount in two reports is one fact, two amounts no dispute.
	rm := Compare([]Doc{
		{ID: "a", Text: "The average cost of a wedding was $31,213 last year. Prices rose 5 percent."},
		{ID: "b", Text: "Couples spent an average of $31,213, up from $29,858. Prices rose 7 percent."}}, nil)
	agreed := false
	for _, g := range rm.Quantities {
		if g.Verdict == Conflict {
			t.Errorf("amounts of nothing named disputed: %+v", g)
		}
		agreed = agreed || g.Thing == "dollars" && g.Values[0].Value == 31213 && len(g.Values[0].Articles) == 2
	}
	if !agreed {
		t.Errorf("the same amount in two reports is not one fact: %+v", rm.Quantities)
	}
	// A roundup counts a thing place by place: none of its figures
	// disputes another report's.
	rr := Compare([]Doc{
		{ID: "a", Text: "Freezing temperatures have killed 62 people in Poland since November. In Romania the cold killed 24 people, and 21 people died in Bulgaria. Six people froze to death in Germany."},
		{ID: "b", Text: "Freezing temperatures have killed 65 people in Poland and elsewhere since November."}}, nil)
	if len(rr.Quantities) != 1 || rr.Quantities[0].Verdict != DifferentThing {
		t.Errorf("a roundup beside a total: %+v, want one group of different things", rr.Quantities)
	}
	rr2 := Compare([]Doc{
		{ID: "a", Text: "The cold killed 62 people in Poland."},
		{ID: "b", Text: "The cold has killed 65 people in Poland."}}, nil)
	if len(rr2.Quantities) == 0 || rr2.Quantities[0].Verdict != Conflict {
		t.Errorf("62 and 65 killed in Poland: %+v, want a conflict", rr2.Quantities)
	}
	// One figure told of one thing in two wordings, in sentences that
	// share words, is one fact.
	rs := Compare([]Doc{
		{ID: "a", Text: "The girl had six siblings, her family said."},
		{ID: "b", Text: "Her family said the girl was one of six children."},
		{ID: "c", Text: "Her family said the girl was one of six children in the house."}}, nil)
	joined := false
	for _, g := range rs.Quantities {
		joined = joined || len(g.Values) == 1 && g.Values[0].Value == 6 && len(g.Values[0].Articles) == 3
	}
	if !joined {
		t.Errorf("six siblings and six children not one fact: %+v", rs.Quantities)
	}
	// Men counted with no event are as many groups as sentences.
	rmen := Compare([]Doc{
		{ID: "a", Text: "The two men were jailed for belonging to a terrorist group."},
		{ID: "b", Text: "Police said seven men blew themselves up in a raid."}}, nil)
	for _, g := range rmen.Quantities {
		if g.Verdict == Conflict {
			t.Errorf("two groups of men disputed: %+v", g)
		}
	}
	// Figures of one thing more than a week apart are two counts, not a
	// dispute; a size (an age) is the same whenever it is given.
	for _, tc := range []struct {
		day2, want string
	}{{"2007-02-08", Conflict}, {"2007-03-22", ""}} {
		rt := Compare([]Doc{
			{ID: "a", Source: "AFP", Date: "2007-02-07", Text: "Six advanced trials of the microbicide gels were stopped in Africa. Dr. Ahmed Salim, 52, led them."},
			{ID: "b", Source: "AP", Date: tc.day2, Text: "Two advanced trials of the microbicide gels were stopped in Africa. Dr. Ahmed Salim, 51, led them."}}, nil)
		trials, ages := false, false
		for _, g := range rt.Quantities {
			if g.Thing == "trial" {
				trials = true
				if g.Verdict != tc.want && (tc.want != "" || g.Verdict == Conflict) {
					t.Errorf("trials on 2007-02-07 and %s: %s %s, want %q", tc.day2, g.Verdict, g.Note, tc.want)
				}
			}
			if isAge(g.Thing) {
				ages = true
				if g.Verdict != Conflict {
					t.Errorf("ages on 2007-02-07 and %s: %s, want a conflict", tc.day2, g.Verdict)
				}
			}
		}
		if !trials || !ages {
			t.Errorf("on %s: no group of trials or of ages: %+v", tc.day2, rt.Quantities)
		}
	}
	// A common number of nothing named is one fact only where the two
	// sentences share a word besides it.
	for _, tc := range []struct {
		a, b string
		one  bool
	}{
		{"Barrondo was jailed for five years for collaborating.", "Ragheh was sentenced to five years in prison.", false},
		{"Ragheh was sentenced to five years in prison.", "A court sentenced Ragheh to five years.", true},
	} {
		rd := Compare([]Doc{{ID: "a", Text: tc.a}, {ID: "b", Text: tc.b}}, nil)
		one := false
		for _, g := range rd.Quantities {
			one = one || g.Thing == "years" && len(g.Values[0].Articles) == 2
		}
		if one != tc.one {
			t.Errorf("%q and %q one fact: %v, want %v (%+v)", tc.a, tc.b, one, tc.one, rd.Quantities)
		}
	}
	// A vague figure a day after an exact one it does not cover is the
	// toll updated, as between two exact figures; the same day, a
	// dispute.
	for _, tc := range []struct {
		day2, want string
	}{{"2008-05-13", Superseded}, {"2008-05-12", Conflict}} {
		rq := Compare([]Doc{
			{ID: "a", Source: "Xinhua", Date: "2008-05-12", Text: "The earthquake killed 10,000 people in Sichuan."},
			{ID: "b", Source: "AFP", Date: tc.day2, Text: "The earthquake killed more than 12,000 people in Sichuan."}}, nil)
		if len(rq.Quantities) == 0 || rq.Quantities[0].Verdict != tc.want {
			t.Errorf("exact, then vague on %s: %+v, want %s", tc.day2, rq.Quantities, tc.want)
		}
	}
	// A figure no year narrows joins the one year's group of its thing
	// that gives it; with two years, or another figure, it stays apart.
	for _, tc := range []struct {
		a, b string
		one  bool
	}{
		{"In 2004 the bombings killed 191 people.", "The bombings killed 191 people.", true},
		{"In 2004 the bombings killed 191 people.", "The bombings killed 190 people.", false},
		{"In 2004 the bombings killed 191 people. In 2005 the bombings killed 191 people.", "The bombings killed 191 people.", false},
	} {
		rq := Compare([]Doc{{ID: "a", Text: tc.a}, {ID: "b", Text: tc.b}}, nil)
		one := slices.ContainsFunc(rq.Quantities, func(g Group) bool {
			return strings.Contains(g.Role, " in ") && len(g.Values) > 0 && len(g.Values[0].Articles) == 2
		})
		if one != tc.one {
			t.Errorf("%q and %q one group: %v, want %v (%+v)", tc.a, tc.b, one, tc.one, rq.Quantities)
		}
	}
	// One figure of people under two nouns, in sentences alike, is one
	// fact; a group holding another figure takes none (it would be set
	// against it).
	for _, tc := range []struct {
		docs []string
		one  bool
	}{
		{[]string{"The trial of 29 suspects in the Madrid bombings opened on Thursday.", "The 29 suspects in the Madrid bombings went on trial.",
			"The trial of 29 defendants in the Madrid bombings opened on Thursday.", "All 29 defendants in the Madrid bombings were in court for the trial.",
			"The 29 defendants in the Madrid bombings trial face charges."}, true},
		{[]string{"The trial of 29 suspects in the Madrid bombings opened on Thursday.", "The 29 suspects in the Madrid bombings went on trial.",
			"The trial of 29 defendants in the Madrid bombings opened on Thursday.", "All 29 defendants in the Madrid bombings were in court for the trial.",
			"The 30 defendants in the Madrid bombings trial face charges."}, false},
	} {
		var docs []Doc
		for i, text := range tc.docs {
			docs = append(docs, Doc{ID: string(rune('a' + i)), Text: text})
		}
		rq := Compare(docs, nil)
		one := slices.ContainsFunc(rq.Quantities, func(g Group) bool {
			return slices.Contains(g.Values[0].Articles, "a") && slices.Contains(g.Values[0].Articles, "c")
		})
		if one != tc.one {
			t.Errorf("%q: suspects and defendants one group: %v, want %v (%+v)", tc.docs, one, tc.one, rq.Quantities)
		}
	}
	// Counts narrowed by other words between number and noun count other
	// things; words that describe the ones counted narrow nothing.
	for _, tc := range []struct {
		a, b, want string
	}{
		{"The army said it withdrew 5,000 troops from the province.", "The army said it withdrew more than 1,000 combat troops from the province.", DifferentThing},
		{"About 25,000 special police will guard the Games.", "40,000 police will guard the Games.", DifferentThing},
		{"The panel has four retired military officers.", "The panel has three retired senior military officers.", Conflict},
		{"Police arrested 134 suspected dealers in the raids.", "Police arrested 132 dealers in the raids.", Conflict},
		{"The plan won the backing of the seven richest countries.", "The plan won the backing of nine countries.", DifferentThing},
		{"The EU added 12 more people to its sanctions list.", "The EU added 11 people to its sanctions list.", DifferentThing},
		{"He is one of seven defendants facing sentences of 40,000 years.", "He is the first of 29 defendants to take the stand.", DifferentThing},
		{"He is one of seven defendants in the trial.", "He is one of eight defendants in the trial.", Conflict},
		{"Dave had been one of three friends out with Ricky that night.", "Dave had been one of four friends out with Ricky that night.", Conflict},
		// distances from one place in directions far apart are of two places
		{"The territory lies 1,200 miles (1,900 kilometers) east of Jakarta.", "The province lies 1,750 kilometers (1,100 miles) northwest of Jakarta.", DifferentThing},
		{"The base lies 90 miles north of Las Vegas.", "The base lies about 125 miles northwest of Las Vegas, and 125 miles from Reno.", Conflict},
	} {
		rq := Compare([]Doc{{ID: "a", Text: tc.a}, {ID: "b", Text: tc.b}}, nil)
		if len(rq.Quantities) == 0 || rq.Quantities[0].Verdict != tc.want {
			t.Errorf("%q against %q: %+v, want %s", tc.a, tc.b, rq.Quantities, tc.want)
		}
	}
	// Another source's lower figure a day later updates nothing: a toll
	// grows. Against a vague figure it does not meet, a dispute; against
	// an exact one, two facts no pair of sentences ties.
	for _, tc := range []struct {
		first, later, want string
	}{
		{"The bombings killed more than 250 people.", "The bombings killed 224 people.", Conflict},
		{"The bombings killed 250 people.", "The bombings killed 224 people.", DifferentThing},
		{"The bombings killed 224 people.", "The bombings killed 250 people.", Superseded},
		// a figure of a year before both reports: one past fact, no update
		{"The 1966 storm brought 100,000 meteors an hour.", "The storm brought 150,000 meteors an hour in 1966.", Conflict},
	} {
		rq := Compare([]Doc{
			{ID: "a", Source: "NYT", Date: "1998-11-04", Text: tc.first},
			{ID: "b", Source: "AP", Date: "1998-11-05", Text: tc.later}}, nil)
		if len(rq.Quantities) == 0 || rq.Quantities[0].Verdict != tc.want {
			t.Errorf("%q, then %q: %+v, want %s", tc.first, tc.later, rq.Quantities, tc.want)
		}
	}
	// A part told beside its whole ("20 million out of 30 million")
	// disputes no other report of the part.
	rk := Compare([]Doc{
		{ID: "a", Source: "AP", Date: "1998-10-22", Text: "In the 1997 election, 20 million out of 30 million people voted for Khatami."},
		{ID: "b", Source: "AP", Date: "1998-10-23", Text: "In the 1997 election, 20 million people voted for Khatami."}}, nil)
	for _, g := range rk.Quantities {
		if g.Verdict == Conflict || g.Verdict == Superseded {
			t.Errorf("a part beside its whole: %+v", g)
		}
	}
	// An extraction stored by older rules is made again.
	stale := &Extraction{Version: ExtractVersion - 1}
	r0 := Compare([]Doc{{ID: "a", Text: "Nine soldiers were captured.", Extracted: stale}, {ID: "b", Text: "Eight soldiers were captured."}}, nil)
	if len(r0.Quantities) == 0 || r0.Quantities[0].Verdict != Conflict {
		t.Errorf("stale extraction used: %+v", r0.Quantities)
	}
	// Copies of one text agreeing are one source.
	r := Compare([]Doc{{ID: "a", Group: "g", Text: "Eleven fighters were killed."}, {ID: "b", Group: "g", Text: "Eleven fighters were killed."}}, nil)
	if r.Quantities[0].Verdict != SingleSource {
		t.Errorf("copies agreeing: %s", r.Quantities[0].Verdict)
	}
}

func TestQuotes(t *testing.T) {
	text := "Nasrallah spoke on Monday.\n\n“We hold only a Lebanese passport and nothing else,” he continued.\n\n" +
		"“We do not bargain with anyone at all,” Lebanese Internal Security Gen. Abbas Ibrahim said on Sunday.\n\n" +
		"Hezbollah leader Hassan Nasrallah said: “The objectives have been achieved in full.”"
	var got []string
	for _, q := range Quotes(text) {
		got = append(got, q.Name)
	}
	if s := strings.Join(got, "|"); s != "|Abbas Ibrahim|Hassan Nasrallah" && s != "Nasrallah|Abbas Ibrahim|Hassan Nasrallah" {
		t.Errorf("speakers %q", s)
	}
	// A pronoun is the person its paragraph says spoke, not the speaker
	// of the quotation before.
	text = "“People were thrown against the railings,” said Marek Holl, 34, a teacher.\n\n" +
		"Transport Minister Lidia Varga said the government would open an inquiry. " +
		"“Families deserve to know who decided that this boat would leave port,” she said.\n\n" +
		"“We will keep searching through the night and tomorrow,” she added.\n\n" +
		"“The waves were higher than anything we have seen,” Dask said. “We will keep searching through the night.”\n\n" +
		"“The waves were higher than anything we have seen,” Dask said. The search was called off at noon. “We will keep searching through the night.”"
	got = got[:0]
	for _, q := range Quotes(text) {
		got = append(got, q.Name)
	}
	if s := strings.Join(got, "|"); s != "Marek Holl|Lidia Varga|Lidia Varga|Dask|Dask|Dask|" {
		t.Errorf("speakers %q", s)
	}
	docs := []Doc{
		{ID: "a", Text: "“We do not bargain. We are in the position of the victor,” Lebanese Internal Security General Abbas Ibrahim said."},
		{ID: "b", Text: "“We do not bargain. We are in the position of the victor,” the head of Lebanon’s internal security agency, General Abbas Ibrahim, said."},
		{ID: "c", Text: "“We do not bargain. We are in the position of the victor,” said army spokesman Fadi Daoud."},
	}
	r := Compare(docs, nil)
	if len(r.Quotes) != 1 || r.Quotes[0].Flag != "different-speakers" || len(r.Quotes[0].Speakers) != 2 {
		t.Errorf("quote groups %+v", r.Quotes)
	}
	// A description names no one to dispute a name with.
	r = Compare([]Doc{
		{ID: "a", Text: "“Mr. Kushner previously volunteered to share what he knows,” the statement said."},
		{ID: "b", Text: "Mr. Kushner's attorney, Jamie Gorelick, said in a statement: “Mr. Kushner previously volunteered to share what he knows.”"},
	}, nil)
	if len(r.Quotes) != 1 || r.Quotes[0].Flag == "different-speakers" {
		t.Errorf("a statement against its author: %+v", r.Quotes)
	}
	r = Compare(docs[:2], nil)
	if len(r.Quotes) != 1 || r.Quotes[0].Flag != "" || r.Quotes[0].Speakers[0].Name != "Abbas Ibrahim" {
		t.Errorf("one speaker under two descriptions: %+v", r.Quotes)
	}
}

func TestEntitiesMergeAliases(t *testing.T) {
	docs := []Doc{
		{ID: "a", Group: "a", Text: "Fighters of Islamic State left. Islamic State agreed. Hezbollah leader Hassan Nasrallah spoke."},
		{ID: "b", Group: "b", Text: "Fighters of Daesh left. The deal pleased Nasrallah, who spoke in Beirut."},
	}
	r := Compare(docs, map[string]string{"Daesh": "Islamic State"})
	found := map[string]int{}
	for _, e := range r.Entities {
		found[e.Name] = e.Independent
	}
	if found["Islamic State"] != 2 || found["Hassan Nasrallah"] != 2 {
		t.Errorf("entities %+v", r.Entities)
	}
}

// TestSeedFacts checks the answers of docs/SEEDS.md.
func TestSeedFacts(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "shared", "seeds", "*.txt"))
	if len(files) != 5 {
		t.Skip("../shared/seeds not present")
	}
	var docs []Doc
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		id := filepath.Base(f)[:3]
		group := "reuters"
		if id == "004" {
			group = "afp"
		}
		docs = append(docs, Doc{ID: id, Group: group, Text: string(b)})
	}
	r := Compare(docs, nil)
	find := func(thing, qual, role string) Group {
		for _, g := range r.Quantities {
			if g.Thing == thing && g.Qualifier == qual && g.Role == role {
				return g
			}
		}
		t.Fatalf("no group %s %s %s in %+v", qual, thing, role, r.Quantities)
		return Group{}
	}
	if g := find("people", "", "evacuated"); g.Verdict != Granularity || !strings.Contains(g.Note, "308 + 331 = 639 vs 600") {
		t.Errorf("convoy: %s %q", g.Verdict, g.Note)
	}
	// "dozens of Lebanese soldiers were seen manning positions", beside
	// AFP's "eight", counts other soldiers: nine against eight only.
	if g := find("soldier", "Lebanese", "captured in 2014"); g.Verdict != Conflict || g.Note != "9 vs 8" {
		t.Errorf("captured soldiers: %s %q %+v", g.Verdict, g.Note, g.Values)
	}
	for _, k := range [][2]string{{"fighter", "Hezbollah"}, {"soldier", "Syrian"}} {
		g := find(k[0], k[1], "killed")
		if g.Verdict != Agree || len(g.Values) != 1 || g.Values[0].Independent != 2 {
			t.Errorf("%s %s killed: %s %+v", k[1], k[0], g.Verdict, g.Values)
		}
	}
	for _, q := range r.Quotes {
		if strings.HasPrefix(q.Text, "We do not bargain") && (len(q.Articles) != 3 || q.Flag != "" || q.Speakers[0].Name != "Abbas Ibrahim") {
			t.Errorf("Abbas Ibrahim's quote: %+v", q)
		}
	}
}

// FuzzFacts checks that extraction never panics and points into the text.
func FuzzFacts(f *testing.F) {
	f.Add("The convoy included 308 militants and 331 civilians, “he said.” Nasrallah said: “Yes we did it.”")
	f.Add("“a b c d,” said X. ``e f g h,'' he said.")
	f.Add("Several hundred Lebanese-backed fighters, dozens of people, 1,5,0 dead")
	f.Add("Rescuers found 12 more bodies, bringing the total number of dead to 85. BNP Paribas could lose 470 million dollars (")
	f.Add("It lies 1,200 miles (1,900 kilometers) east of Jakarta; one of seven defendants facing 40 years. 12 more people")
	f.Add("A 6. 1-magnitude quake; 0. 07 percent; $5. 3 million; e85 million; p74million; fell about 60m from; 12 Somali and 11 Yemeni pirates; 150 nautical miles off Aden; 3.2MP, 16GB, 2. 7GHz")
	f.Fuzz(func(t *testing.T, text string) {
		for _, q := range Quantities(text) {
			if q.Start < 0 || q.End > len(text) || q.Start > q.End || text[q.Start:q.End] != q.Text {
				t.Fatalf("quantity %+v outside the text", q)
			}
		}
		for _, q := range Quotes(text) {
			if q.Start < 0 || q.End > len(text) || q.Start > q.End {
				t.Fatalf("quote %+v outside the text", q)
			}
		}
		Compare([]Doc{{ID: "a", Text: text}, {ID: "b", Text: text}}, map[string]string{"X": "Y", "Y": "X"})
		// another article's readings, which the text's unread numbers may
		// borrow: every value still points into its own article's text
		other := "Marine commandos seized nine motorboats and 14 AK-47 rifles near the coast; 41 people were killed and 3 ships sank."
		texts := map[string]string{"a": text, "b": other}
		for _, g := range Compare([]Doc{{ID: "a", Text: text}, {ID: "b", Text: other}}, nil).Quantities {
			for _, v := range g.Values {
				for _, p := range v.At {
					if at := texts[p.Article]; p.Start < 0 || p.End > len(at) || p.Start > p.End {
						t.Fatalf("value %+v outside article %s", v, p.Article)
					}
				}
			}
		}
	})
}

// What the engine stores (Compact) gives the same extraction back
// (Expand) with the article's text, in fewer bytes.
func TestCompactExpand(t *testing.T) {
	text := "KESSARINE (Meridian) - At least 41 people were killed, and 287 passengers and 25 crew were aboard.\n\n" +
		"“We will keep searching through the night,” Dask said. “The waves were higher than anything we have seen.”"
	x := Extract(text)
	if len(x.Quantities) == 0 || len(x.Quotes) == 0 {
		t.Fatalf("nothing read: %+v", x)
	}
	c := x.Compact(text)
	full, _ := json.Marshal(x)
	small, _ := json.Marshal(c)
	if len(small) >= len(full) {
		t.Errorf("compact %d bytes, full %d", len(small), len(full))
	}
	var back Extraction
	if err := json.Unmarshal(small, &back); err != nil {
		t.Fatal(err)
	}
	for i := range x.Quantities { // sentence bounds are never stored
		x.Quantities[i].SentStart, x.Quantities[i].SentEnd = 0, 0
	}
	if got := back.Expand(text); !reflect.DeepEqual(got, x) {
		t.Errorf("expanded:\n%+v\nwant\n%+v", got, x)
	}
	if x.Quantities[0].Text == "" || x.Quotes[0].Text == "" {
		t.Error("Compact changed the extraction it was given")
	}
}

// TestSpeakerPhrases: the name a quotation is attributed to is its
// speech verb's subject, not a place in an appositive, a word that opens
// the sentence or a possessive's ending.
func TestSpeakerPhrases(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Spanish Foreign Minister Abel Matutes, attending the Ibero American summit in Porto, Portugal, said his government ``respects the decisions taken by courts.''", "Abel Matutes"},
		{"Prime Minister Tony Blair's office said it was ``a matter for the magistrates and the police.''", "Tony Blair"},
		{"Jack Straw said he would not intervene. But he said it was ``a matter for the magistrates and the police.''", "Jack Straw"},
		{"The warrant said the general was wanted for ``crimes of genocide and terrorism that includes murder.''", "warrant"},
		{"In London, Home Secretary Jack Straw said the law was ``a matter for the magistrates and the police.''", "Jack Straw"},
		{"``The identification is hard not only because of the burns,'' said Kerstin Einarsson of Sahlgrenska Hospital.", "Kerstin Einarsson"},
		{"``We can't depend on miracles _ we need to fight the cycle of terrorism,'' said Defense Minister Yitzhak Mordechai. He and other Cabinet ministers met.", "Yitzhak Mordechai"},
		{"Defense Minister Yitzhak Mordechai said the two dead were the assailants. Asked about Hamas' apparent difficulty to launch a large-scale attack, he said: ``We can't depend on miracles.''", "Yitzhak Mordechai"},
		// from meter-dev (PA and the papers)
		{"Tom Goudie QC, for the authority, told the hearing in May that the \"financial implications\" explained why the law had been \"a matter of controversy for some time\".", "Tom Goudie"},
		{"A spokesman for Help the Aged said: \"We were hoping this case would clarify the situation.\"", "Help the Aged"},
		{"A spokeswoman for the Department of Health said: \"We will study the judgment carefully.\"", "Department of Health"},
		{"Mr. Kushner's attorney, Jamie Gorelick, said in a statement: \"Mr. Kushner previously volunteered to share what he knows.\"", "Jamie Gorelick"},
		{"The victim's mother, Mary Smith, said: \"He was a good boy and we loved him.\"", "Mary Smith"},
		{"President Obama on Thursday announced new sanctions against \"key sectors of the Russian economy.\"", "Obama"},
		// names that describe a noun name no one; a person at or from a
		// place is the person; a month, or a participle opening the
		// phrase, is no name
		{"A Notts police insider said: \"He has been a thorn in our side for 20 years.\"", "a notts police insider"},
		{"Judge Dudley Bennett at Nottingham Crown Court said: \"You more than anybody should have known the misery.\"", "Dudley Bennett"},
		{"The 26-year-old PhD student from Belgrade said: \"We are very much looking forward to it.\"", "26-year-old phd student"},
		{"Questioned about her plans for the future she said: \"I have not given it much thought.\"", "questioned about her plans for the future she"},
		{"Ahmad al-Ghandour said: \"The fighters will leave for Idlib tomorrow.\"", "Ahmad al-Ghandour"},
		{"Sanders said in a short interview: \"We are going to win this thing.\"", "Sanders"},
		{"\"We will find out what went wrong at the dam,\" said the mayor, Paul Dask, after touring the town.", "Paul Dask"},
		// a speaker with no verb near, an age in apposition, a verb
		// after which the speaker stands, a subordinate "as"
		{"“I’m afraid this is not going to fix the problem,” Sen. Ron Johnson (R-TX), who was elected by tea party voters.", "Ron Johnson"},
		{"“They didn’t have to kill him,” Makaeo Williams, 18, said as police tracked alongside him.", "Makaeo Williams"},
		{"We may, for example, says [population biologist Joel] Cohen, “see to it that all children are nourished well.”", "Joel Cohen"},
		{"I wonder, as the blogger Melissa Silverstein wrote, “A franchise fueled by girls and women has the potential.”", "Melissa Silverstein"},
		{"The pope said Stepinac ``did not shed his blood in the strict sense of the word.''", "pope"},
		{"Unemployed Mark Lloyd said of Roberts: \"He was a bit strange sometimes, you know.\"", "Mark Lloyd"},
		// a clause, or a role naming no one, before the subject; an
		// initial is no part of the name's form
		{"NASA is reorienting the spacecraft, but Dr. Mary Chiu, ACE's program manager, said ``we're crossing our fingers today.''", "Mary Chiu"},
		{"The official, Dr. Charles J. Ganley, director of the office, said in an interview that the agency was \"revisiting the risks of these drugs\"", "Charles Ganley"},
		{"Stephen Thornton, chief executive of the NHS Confederation said: \"It seems to be a pretty sensible judgment.\"", "Stephen Thornton"},
		{"Let Them Eat Cake, a romp written by Peter Learmouth, described as \"murder, scandal and lots of rumpo\"", ""},
	} {
		qs := Quotes(tc.text)
		if len(qs) != 1 || qs[0].Name != tc.want {
			t.Errorf("%q: quotes %+v, want the speaker %q", tc.text, qs, tc.want)
		}
	}
}

// TestSpeakerOfTheNextSentence: "But he said" after a quotation that
// ends its sentence speaks the next quotation; the first is the
// spokesman's.
func TestSpeakerOfTheNextSentence(t *testing.T) {
	text := "A British Foreign Office spokesman, who declined to be identified by name, said the arrest was ``a judicial matter, one for the police and the magistrates.'' But he said ``one point that does fall to us, he does not have diplomatic immunity.''"
	qs := Quotes(text)
	if len(qs) != 2 || qs[0].Name != qs[1].Name || !strings.Contains(qs[0].Speaker, "spokesman") {
		t.Errorf("quotes %+v, want both the spokesman's", qs)
	}
}

// plain formats a figure as the tables of these tests write it.
func plain(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

func TestSpelledNumber(t *testing.T) {
	for w, want := range map[string]float64{"seventeen": 17, "Seventeen": 17, "DOZEN": 12, "twenty": 20,
		"hundred": 0, "several": 0, "": 0, "seventeenseventeenseventeen": 0} {
		if got := SpelledNumber(w); got != want {
			t.Errorf("SpelledNumber(%q) = %g, want %g", w, got, want)
		}
	}
}

func TestNumber(t *testing.T) {
	for _, tc := range []struct {
		x    float64
		want string
	}{
		{0, "0"}, {41, "41"}, {999, "999"}, {1000, "1,000"}, {25000, "25,000"},
		{500000, "500,000"}, {1500000, "1,500,000"}, {-1200, "-1,200"}, {2.5, "2.5"},
	} {
		if got := FormatFigure(tc.x); got != tc.want {
			t.Errorf("FormatFigure(%v) = %q, want %q", tc.x, got, tc.want)
		}
	}
}

// TestSpeakerAfterEndsWithSentence: the speaker named after a quotation
// is read to the end of its sentence as textproc.Sentences ends it: not
// at a title's full stop, and without the sentence's own.
func TestSpeakerAfterEndsWithSentence(t *testing.T) {
	for _, c := range []struct{ text, speaker string }{
		{"“We can conserve elephants but we have to manage them,” said Prof. Graham Kerley. He spoke in Port Elizabeth.", "Prof. Graham Kerley"},
		{"“The bridge is still shifting,” said Minneapolis Police Chief Tim Dolan. “We're dealing with the river.”", "Minneapolis Police Chief Tim Dolan"},
		{"``Irina is an excellent diver,'' said Li. ``If she gives her best in the competition, she will win.''", "Li"},
		{"“They are looking ahead,” said Turan.", "Turan"},
	} {
		qs := Quotes(c.text)
		if len(qs) == 0 || qs[0].Speaker != c.speaker {
			t.Errorf("%q: quotes %+v, want the first said by %q", c.text, qs, c.speaker)
		}
	}
}

// TestSpeakerPhrase: what the attribution took in beside the speaker is
// left out, and what is no one is no speaker.
func TestSpeakerPhrase(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"'' Barksdale", "Barksdale"},
		{"Obama has", "Obama"},
		{"Mohamed Fayed was", "Mohamed Fayed"},
		{"he allegedly", "he"},
		{"But he", "he"},
		{"Ms. Finnelly", "Ms. Finnelly"},
		{"But Michael Howard", "Michael Howard"},
		{"prosecutor Stephen Rapp who will try the case", "prosecutor Stephen Rapp"},
		{"the president", "the president"},
		{"one diplomat", "one diplomat"},
		{"and", ""},
		{"who", ""},
		{"22", ""},
		{"in convicting a man", ""},
		{"uncovered two witnesses", ""},
		{"Street when she awoke to a sound", ""},
	} {
		if got := speakerPhrase(tc.in); got != tc.want {
			t.Errorf("speakerPhrase(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// A lone figure of an event with no year joins that event's group of a
// year: "the four murder victims" of the people "killed in 2005".
func TestLoneFigureOfAYearsEvent(t *testing.T) {
	docs := []Doc{
		{ID: "a", Source: "AP", Text: "Nichols killed four people in the 2005 courthouse rampage in Atlanta."},
		{ID: "b", Source: "CNN", Text: "Nichols killed four people in the 2005 rampage at the Atlanta courthouse."},
		{ID: "c", Source: "AJC", Text: "Relatives of the four victims who died spoke outside the courthouse in Atlanta."},
	}
	for _, g := range Compare(docs, nil).Quantities {
		if g.Role == "killed in 2005" && articles(g) != 3 {
			t.Errorf("%s %s: %d articles, want the victims' article joined: %+v", g.Thing, g.Role, articles(g), g.Values)
		}
	}
}

// A later article that gives both figures does not update one by the
// other: "four officers" and, of them, "two officers" are two facts
// (the Mail's report of a baton attack, a day after PA's).
func TestNoUpdateWhereBothAreGiven(t *testing.T) {
	docs := []Doc{
		{ID: "pa", Source: "PA", Date: "1999-10-04", Text: "Four officers held the man on the ground in Leeds."},
		{ID: "mail", Source: "Mail", Date: "1999-10-05", Text: "Two officers seated closest held the man on the ground in Leeds. Four officers in all were at the scene."},
	}
	for _, g := range Compare(docs, nil).Quantities {
		if g.Thing == "officer" && (g.Verdict == Superseded || g.Verdict == Conflict) {
			t.Errorf("officers: %s %q, want no update and no dispute (the Mail gives both figures)", g.Verdict, g.Note)
		}
	}
}

// TestRoleOfAYear: a group of a year alone shows the year without the
// key's leading space ("in 1995", not " in 1995").
func TestRoleOfAYear(t *testing.T) {
	r := Compare([]Doc{{ID: "a", Text: "In 1995 five ships sank off the coast."}, {ID: "b", Text: "In 1995 five ships sank near the coast."}}, nil)
	for _, g := range r.Quantities {
		if g.Thing == "ship" && g.Role != "in 1995" {
			t.Errorf("role %q, want %q", g.Role, "in 1995")
		}
	}
	if !slices.ContainsFunc(r.Quantities, func(g Group) bool { return g.Thing == "ship" }) {
		t.Error("no group of ships")
	}
}

// A measure of nothing named is labelled by its unit alone, without a
// trailing space ("kilometres", "population", "percent").
func TestLabelOfNothingNamed(t *testing.T) {
	for _, tc := range []struct{ a, b, thing, want string }{
		{"The track will be moved four kilometres from the crater.", "Officials will move the track four kilometres from the crater.", "kilometres", "kilometres"},
		// a function word opening a sentence (after a dateline, which
		// hides the sentence's start) is no name
		{"WARSAW, Poland (AP) _ The death toll from almost three weeks of frost has reached 83.", "WARSAW, Poland (AP) _ The death toll from almost three weeks of frost reached 85 on Saturday.", "weeks", "weeks (Poland)"},
		// nor a word the text writes in lower case too ("authorities"), nor a number
		{"Authorities said temperatures reached 600 degrees; the authorities closed the hall.", "Authorities said heat of 600 degrees melted the ceiling, the authorities said.", "degrees", "degrees"},
		{"WARSAW, Poland (AP) _ Two weeks of frost killed 83.", "WARSAW, Poland (AP) _ Two weeks of frost have killed 85, two officials said.", "weeks", "weeks (Poland)"},
	} {
		r := Compare([]Doc{{ID: "a", Text: tc.a}, {ID: "b", Text: tc.b}}, nil)
		found := false
		for _, g := range r.Quantities {
			if g.Thing == tc.thing {
				found = true
				if l := g.Label(); l != tc.want {
					t.Errorf("label %q, want %q", l, tc.want)
				}
			}
		}
		if !found {
			t.Errorf("no group of %s in %+v", tc.thing, r.Quantities)
		}
	}
}

// Figures of one kind that are never set against each other (an order of
// magnitude apart) while each is agreed on are two facts: a group each.
func TestFarApartFactsApart(t *testing.T) {
	r := Compare([]Doc{
		{ID: "a", Text: "The quake near Yogyakarta killed around 6,000 people. In November, 13 people were killed when a pipeline burst."},
		{ID: "b", Text: "The May quake killed around 6,000 people. Thirteen people were killed in the pipeline blast."},
	}, nil)
	var killed []Group
	for _, g := range r.Quantities {
		if g.Thing == "people" && g.Role == "killed" {
			killed = append(killed, g)
		}
	}
	if len(killed) != 2 {
		t.Fatalf("groups of people killed %+v, want two", killed)
	}
	for _, g := range killed {
		if len(g.Values) != 1 || g.Verdict != Agree {
			t.Errorf("group %+v, want one agreed value", g)
		}
	}
}

func TestRoundingOf(t *testing.T) {
	for _, tc := range []struct {
		thing        string
		coarse, full float64
		want         bool
	}{
		{thingPercent, 89, 89.4, true},
		{thingPercent, 57, 57.4, true},
		{thingPercent, 5, 5.3, false}, // one digit
		{thingPercent, 90, 89.4, false},
		{"people", 89, 89.4, false},
		{"dollars", 420e6, 420.7e6, true},      // cut
		{"dollars", 26e6, 25.5e6, true},        // rounded up
		{"dollars", 13e9, 13.9e9, true},        // billions, cut
		{"dollars", 2.9e6, 2911849, true},      // in full
		{"dollars", 4e6, 4.7e6, false},         // one digit
		{"dollars", 160e6, 165e6, false},       // as many digits
		{"dollars", 470e6, 466.9e6, false},     // "470" has three
		{"dollars", 38e6, 38.6e6, true},        // cut
		{"dollars", 39e6, 38.4e6, false},       // not its nearest
		{"dollars", 42, 42.7, false},           // under a million
		{"dollars", 420.7e6, 420e6, false},     // the coarse one first
		{"dollars", 420e6, 420e6, false},       // the same
		{"dollars", 1.5e9, 1.52e9, true},       // billions
		{"dollars", 1.5e6, 1.5e6 + 1e5, false}, // 1.6 million is no cut of 1.5
	} {
		if got := roundingOf(tc.thing, tc.coarse, tc.full); got != tc.want {
			t.Errorf("roundingOf(%s, %v, %v) = %v, want %v", tc.thing, tc.coarse, tc.full, got, tc.want)
		}
	}
}

// A dispute over money says its figures with their currency, and what
// they are of as the texts say it.
func TestMoneyNote(t *testing.T) {
	docs := []Doc{
		{ID: "a", Source: "PA", Text: "British Airways was today fined £4 million for breaching European competition rules."},
		{ID: "b", Source: "Telegraph", Text: "British Airways vowed to appeal after being fined £4.4m for rewarding travel agents."},
	}
	r := Compare(docs, nil)
	if len(r.Quantities) != 1 || r.Quantities[0].Note != "£4,000,000 vs £4,400,000" {
		t.Errorf("groups %+v, want one, noted \"£4,000,000 vs £4,400,000\"", r.Quantities)
	} else if l := r.Quantities[0].Label(); l != "pounds (fined)" {
		t.Errorf("label %q, want \"pounds (fined)\": the word the figures stand beside", l)
	}
}

// A vague figure that covers none of several exact ones says so once,
// listing them.
func TestUncoveredNote(t *testing.T) {
	docs := []Doc{
		{ID: "a", Source: "AP", Text: "Police said the fire injured 162 people."},
		{ID: "b", Source: "AFP", Text: "Police said the fire injured 155 people."},
		{ID: "c", Source: "Reuters", Text: "Police said the fire injured 173 people."},
		{ID: "d", Source: "NYT", Text: "Police said the fire injured more than 190 people."},
	}
	r := Compare(docs, nil)
	want := `162 vs 155 vs 173; "more than 190 people" does not cover 162, 155 or 173`
	if len(r.Quantities) != 1 || r.Quantities[0].Note != want {
		t.Errorf("groups %+v, want one, noted %q", r.Quantities, want)
	}
	// near one figure, far from another: one note says both
	docs[3].Text = "Police said the fire injured more than 160 people."
	r = Compare(docs, nil)
	want = `162 vs 155 vs 173; "more than 160 people" is approximate but does not cover 155`
	if len(r.Quantities) != 1 || r.Quantities[0].Note != want {
		t.Errorf("groups %+v, want one, noted %q", r.Quantities, want)
	}
}

// A part of a whole no figure counts ("eight of the houses") is a count
// of its own noun (Portion), which agrees with the same figure elsewhere
// and disputes no count of the whole; a part of a counted whole, or of
// an owner's noun, claims nothing (Subset).
func TestPortion(t *testing.T) {
	for _, tc := range []struct {
		text            string
		portion, subset bool
	}{
		{"Eight of the houses in Erith have since been bought.", true, false},
		{"The Sixers won 18 of their next 23 games.", false, true},
		{"Two of the woman's children watched.", false, true},
		{"Four of the 11 miners were rescued.", false, false},
		{"He rammed two other cars and smashed into a bus shelter.", true, false},
	} {
		qs := Quantities(tc.text)
		if len(qs) == 0 || qs[0].Portion != tc.portion || qs[0].Subset != tc.subset {
			t.Errorf("%q: %+v, want the first portion %v, subset %v", tc.text, qs, tc.portion, tc.subset)
		}
	}
	if qs := Quantities("Section 411 of the omnibus bill authorizes the sale."); len(qs) != 0 {
		t.Errorf("a section's number read as a count: %+v", qs)
	}
	docs := []Doc{
		{ID: "a", Source: "AP", Text: "Lawyers asked that pictures of the four statues not be shown to the jury."},
		{ID: "b", Source: "Reuters", Text: "Pictures of two of the statues were shown to the jury."},
		{ID: "c", Source: "PA", Text: "Thames Water has bought eight of the houses in Erith."},
		{ID: "d", Source: "Telegraph", Text: "Eight of the houses in Erith have since been bought by Thames Water."},
	}
	for _, g := range Compare(docs, nil).Quantities {
		switch {
		case g.Verdict == Conflict:
			t.Errorf("group %+v: a part set against its whole", g)
		case g.Values[0].Value == 8 && len(g.Values[0].Articles) != 2:
			t.Errorf("group %+v, want both articles' eight houses", g)
		}
	}
}

// One wire's tolls of one day are its updates, not a dispute, though
// its figures of the group do not only rise (another count, days before).
func TestTollUpdatedInADay(t *testing.T) {
	docs := []Doc{
		{ID: "c", Source: "AP", Date: "1998-11-25", Text: "Across Europe the cold has killed 90 people."},
		{ID: "a", Source: "AP", Date: "1998-12-05", Text: "The death toll from the cold has reached 83, after a man froze to death in a park."},
		{ID: "b", Source: "AP", Date: "1998-12-05", Text: "The death toll from the cold reached 85 on Saturday, after two men froze to death."},
	}
	gs := Compare(docs, nil).Quantities
	if len(gs) == 0 || gs[0].Role != "killed" || gs[0].Verdict != Superseded {
		t.Errorf("groups %+v, want the killed superseded", gs)
	}
}

// A toll's steps name each figure once, though a source gives it twice,
// exactly and vaguely.
func TestUpdateStepsOnce(t *testing.T) {
	g := &Group{day: map[string]string{"a": "2008-05-13", "b": "2008-05-13", "c": "2008-05-14"}}
	vs := []Value{{Value: 100, Articles: []string{"a"}}, {Value: 150, Articles: []string{"b"}}, {Value: 150, Approx: true, Articles: []string{"c"}}}
	if got, want := updates(g, vs), "100 (2008-05-13) → 150 (2008-05-13)"; got != want {
		t.Errorf("updates %q, want %q", got, want)
	}
}

// A distance from no named place is of the one place the story gives
// that distance from; a dispute names each figure once.
func TestDistanceOfTheOnePlace(t *testing.T) {
	docs := []Doc{
		{ID: "a", Source: "AFP", Text: "Jaipur is about 260 kilometres from New Delhi."},
		{ID: "b", Source: "AFP2", Text: "The blasts hit the city 260 kilometres west of the Indian capital."},
		{ID: "c", Source: "AP", Text: "The quake struck some 75 kilometres west of Manokwari."},
		{ID: "d", Source: "Xinhua", Text: "The quake struck 75 kilometres from Manokwari."},
		{ID: "e", Source: "Reuters", Text: "The quake struck 135 kilometres from Manokwari."},
	}
	for _, g := range Compare(docs, nil).Quantities {
		switch g.Qualifier {
		case "from New Delhi":
			if articles(g) != 2 {
				t.Errorf("group %+v, want both articles' 260 kilometres", g)
			}
		case "from Manokwari":
			if !strings.HasPrefix(g.Note, "75 vs 135;") {
				t.Errorf("note %q, want each figure once: \"75 vs 135; …\"", g.Note)
			}
		}
	}
}

// A word of how sure a source is labels nothing: "probably 20 seconds".
func TestLabelNotOfDoubt(t *testing.T) {
	docs := []Doc{
		{ID: "a", Source: "PA", Text: "The plane flew for probably 20 seconds before it hit the boy."},
		{ID: "b", Source: "Sun", Text: "The plane was in the air for probably 20 seconds before it struck."},
	}
	for _, g := range Compare(docs, nil).Quantities {
		if g.Thing == "seconds" && g.Label() != "seconds" {
			t.Errorf("label %q, want \"seconds\"", g.Label())
		}
	}
}

// Money nothing narrows is labelled by the word beside its figures, else
// by the name its sentences share, nearest to the figures.
func TestLabelOfMoney(t *testing.T) {
	for _, tc := range []struct {
		a, b, want string
	}{
		{"The airline was fined £4 million at Crawley Crown Court.", "The airline was fined £4.4m at Crawley Crown Court.", "pounds (fined)"},
		{"French bank BNP Paribas said it could lose up to 350 million euros (470 million dollars) in the scandal, as Madoff's clients did.",
			"BNP Paribas put its exposure at euro350 million ($466.9 million), the bank said on Sunday.", "dollars (BNP Paribas)"},
		{"Other Swiss institutions, including Banque Benedict Hentsch, were at risk, with Hentsch confirming about $48 million in exposure.",
			"The Geneva-based Banque Benedict Hentsch Fairfield Partners SA says its exposure is 56 million Swiss francs ($47.5 million).", "dollars (Banque Benedict Hentsch)"},
		// the longest run of a name's words the sentences share, not its nearest word
		{"Brazil's largest stock exchange, Sao Paulo Bovespa, lost 4.5 percent on Monday.", "In Sao Paulo, the Bovespa index fell 4.47 percent on Monday.", "percent (Sao Paulo)"},
		// a share of no named whole is labelled the same way
		{"The leftist candidate, Lula, had 32.6 percent.", "The leftist candidate, Lula, took 34 percent.", "percent (Lula)"},
	} {
		r := Compare([]Doc{{ID: "a", Text: tc.a}, {ID: "b", Text: tc.b}}, nil)
		var labels []string
		for _, g := range r.Quantities {
			if len(g.Values) > 1 || len(g.Values) == 1 && len(g.Values[0].Articles) == 2 {
				labels = append(labels, g.Label())
			}
		}
		if !slices.Contains(labels, tc.want) {
			t.Errorf("%q and %q: labels %q, want %q", tc.a, tc.b, labels, tc.want)
		}
	}
}

// TestSpreadCoversNoFigure: a range of figures far apart ("sentences of
// between six and 75 years", other men's) does not cover an exact figure
// of one thing (Jeffs's 20 years) and so is not joined to it.
func TestSpreadCoversNoFigure(t *testing.T) {
	r := Compare([]Doc{
		{ID: "a", Source: "CNN", Text: "Jeffs was sentenced to life in prison plus 20 years for sexually assaulting two girls he claimed were his spiritual wives."},
		{ID: "b", Source: "CSM", Text: "Jeffs received a 20-year sentence for the assault on the girl. Seven sect members have been convicted of sexual assault. They have received sentences ranging from six to 75 years."},
		{ID: "c", Source: "HuffPost", Text: "Seven sect members who have been prosecuted were convicted of sexual assault, receiving prison sentences of between six and 75 years."},
	}, nil)
	for _, g := range r.Quantities {
		var has20, has6 bool
		for _, v := range g.Values {
			has20 = has20 || v.Value == 20
			has6 = has6 || v.Value == 6
		}
		if has20 && has6 {
			t.Errorf("group %s %s holds 20 and the range from 6: %+v", g.Thing, g.Verdict, g.Values)
		}
	}
}

// TestDisputedEstimatesNote: a dispute between two sources' estimates
// says the figures; their own words ("about 240,000") show them vague,
// and no note says so again.
func TestDisputedEstimatesNote(t *testing.T) {
	r := Compare([]Doc{
		{ID: "a", Text: "The Exxon Valdez spilled about 240,000 barrels of oil in 1989."},
		{ID: "b", Text: "The Exxon Valdez spilled about 260,000 barrels of oil in 1989."},
	}, nil)
	for _, g := range r.Quantities {
		if g.Verdict == Conflict {
			if g.Note != "240,000 vs 260,000" {
				t.Errorf("note %q, want %q", g.Note, "240,000 vs 260,000")
			}
			return
		}
	}
	t.Errorf("no conflict in %+v", r.Quantities)
}

// A figure one article dates ("last November") and another tells undated
// in the same words is the earlier event's, not a part of today's toll.
func TestDatedFigureToldUndated(t *testing.T) {
	r := Compare([]Doc{
		{ID: "a", Date: "2008-05-13", Text: "Seven bombs killed 80 people in Jaipur on Tuesday. A series of explosions outside courts in three northern cities killed 13 last November."},
		{ID: "b", Date: "2008-05-13", Text: "Bombs killed 63 people in Jaipur on Tuesday. Attacks have included a series of explosions outside courts in three northern cities that killed 13."},
	}, nil)
	var got []string
	for _, g := range r.Quantities {
		if g.Thing == "people" {
			got = append(got, fmt.Sprintf("%s %s: %v", g.Thing, g.Role, values(g.Values)))
		}
	}
	want := []string{"people killed: [80 63]", "people killed in November 2007: [13]"}
	if !slices.Equal(got, want) {
		t.Errorf("groups %q, want %q", got, want)
	}
}

// A figure one article repeats is paired once: its second telling is
// not set against an earlier attack's figure in the other article.
func TestRepeatedFigurePairedOnce(t *testing.T) {
	r := Compare([]Doc{
		{ID: "a", Text: "Bomb blasts tore through markets in Jaipur on Tuesday, killing up to 35 people, police said. Recent bombings in the southern city of Hyderabad killed 43 people, police said."},
		{ID: "b", Text: "Seven bombs ripped through the old city Tuesday, leaving at least 60 people dead in a market. Police said 60 people were killed in the bombings."},
	}, nil)
	for _, g := range r.Quantities {
		if g.Thing == "people" && g.Verdict == Conflict && g.Note != "35 vs 60" {
			t.Errorf("note %q, want %q", g.Note, "35 vs 60")
		}
	}
}

// A count of people of a year's event is no count of today's, whatever
// words their sentences share.
func TestDatedCountApart(t *testing.T) {
	r := Compare([]Doc{
		{ID: "a", Date: "2008-05-14", Text: "Indian police arrested two men after bombings in the city of Jaipur killed 63 people."},
		{ID: "b", Date: "2008-05-13", Text: "In 2006, bombings at a shrine near the city of Jaipur killed two worshipers."},
	}, nil)
	for _, g := range r.Quantities {
		if len(g.Values) > 0 && g.Values[0].Value == 2 && len(g.Values[0].Articles) > 1 {
			t.Errorf("one group %s %q of %v", g.Thing, g.Role, g.Values[0].Articles)
		}
	}
}

func TestRelativeYear(t *testing.T) {
	for _, tc := range []struct{ year, date, want string }{
		{"16 months ago", "1998-11-06", "1997"},
		{"2 years ago", "2008-05-13", "2006"},
		{"last year", "2008-01-02", "2007"},
		{"a decade", "2008-01-02", "a decade"},
		{"2 years ago", "", "2 years ago"}, // no date: the words stay
		{"1997", "1998-11-06", "1997"},
		{"September", "2005-11-27", "September 2005"},
		{"November", "2005-11-27", ""}, // the article's own month
		{"December", "2005-11-27", ""}, // one to come: no earlier event
		{"September", "", ""},          // no date: maybe the article's own month
		{"last November", "2008-05-13", "November 2007"},
		{"last March", "2008-05-13", "March 2008"},
		{"last May", "2008-05-13", "May 2007"}, // never the article's own month
		{"last March", "", ""},
		{"", "1998-11-06", ""},
	} {
		if got := relativeYear(tc.year, tc.date); got != tc.want {
			t.Errorf("relativeYear(%q, %q) = %q, want %q", tc.year, tc.date, got, tc.want)
		}
	}
}

// An article that gives a small figure of an earlier time and of none
// tells two events: the story's own figure stays its own.
func TestEarlierEventKeptApart(t *testing.T) {
	r := Compare([]Doc{
		{ID: "a", Date: "1998-11-06", Text: "The blast killed the two bombers, police said. An attack at the market 16 months ago killed the two suicide bombers and 16 others."},
		{ID: "b", Date: "1998-11-06", Text: "The bombing killed the two bombers and wounded 21 Israelis."},
	}, nil)
	for _, g := range r.Quantities {
		if g.Thing == "attacker" && g.Role == "killed in 1997" && slices.ContainsFunc(g.Values, func(v Value) bool { return slices.Contains(v.Articles, "b") }) {
			t.Errorf("today's bombers joined the earlier attack's: %+v", g)
		}
	}
	hasGroup(t, r, "the two bombers killed in both articles", func(g Group) bool {
		return g.Thing == "attacker" && g.Role == "killed" && len(g.Values) == 1 && len(g.Values[0].Articles) == 2
	})
}

// hasGroup fails t unless r holds a group ok accepts, what it describes.
func hasGroup(t *testing.T, r Report, what string, ok func(Group) bool) {
	t.Helper()
	if !slices.ContainsFunc(r.Quantities, ok) {
		t.Errorf("no group of %s: %+v", what, r.Quantities)
	}
}

// Counts of children are their parent's where the story names parents:
// two mothers' children make no dispute, and the couple's two children
// are the mother-of-two's.
func TestChildrenOfTheirParents(t *testing.T) {
	r := Compare([]Doc{
		{ID: "a", Text: "Mother-of-two Sandra Jones wept in the dock. The court heard that she and mother-of-three Harvey had discussed a holiday."},
		{ID: "b", Text: "Jones and her husband had two children, the court heard. Harvey, who has three children, was jailed."},
		{ID: "c", Text: "Mr Jones is caring for the couple's two children. She was hit with a bag containing two bowling balls."},
		{ID: "d", Text: "Jones was hit over the head with a bag containing two bowling balls."},
	}, nil)
	want := map[string][]float64{"S. Jones's": {2}, "Harvey's": {3}}
	for _, g := range r.Quantities {
		if g.Thing != thingChildren && g.Thing != "child" {
			continue
		}
		if g.Verdict == Conflict {
			t.Errorf("children disputed: %+v", g)
		}
		vs, ok := want[g.Qualifier]
		if !ok {
			t.Errorf("children of no parent: %+v", g)
			continue
		}
		for _, v := range g.Values {
			if !slices.Contains(vs, v.Value) {
				t.Errorf("%s children: %v", g.Qualifier, v.Value)
			}
		}
		delete(want, g.Qualifier)
	}
	if len(want) > 0 {
		t.Errorf("no group of %v", want)
	}
}

// What Compare makes of a story: a group it must hold (present) or none
// it may hold.
func TestCompareGroups(t *testing.T) {
	for _, tc := range []struct {
		name    string
		texts   []string
		group   func(Group) bool
		present bool
	}{
		// a part "of which" gives is compared among the parts of the same whole
		{"part of which", []string{"In Addo, they feed on 146 different plant species, of which 75 are classed as rare.",
			"Elephants there feed on 146 different plant species -- of which 75 are classed as rare."},
			func(g Group) bool {
				return g.Thing == "species" && len(g.Values) == 1 && g.Values[0].Value == 75 && len(g.Values[0].Articles) == 2
			}, true},
		// a sentence that gives two sizes of one noun names a product
		// line: its models' sizes dispute nothing
		{"product line", []string{"Apple updated the 15-inch MacBook Pro and the 17-inch MacBook Pro.",
			"Apple unveiled the 17-inch MacBook Pro on Tuesday.", "Critics preferred the 15-inch MacBook Pro."},
			func(g Group) bool { return g.Thing == "inch" && g.Verdict == Conflict }, false},
		// two speeds, each the only one its article gives, in sentences
		// alike, are one fact disputed; a bound disputes nothing
		{"sole speeds", []string{"Adam Kirby died after the model plane veered out of control and struck him at about 50mph.",
			"The model plane hit Adam Kirby at 70mph as he watched."},
			func(g Group) bool { return g.Thing == "mph" && g.Verdict == Conflict }, true},
		{"a bound", []string{"Police chased the gunman's car at speeds of more than 100 mph on the highway.",
			"Police chased the gunman's car on the highway at 120 mph."},
			func(g Group) bool { return g.Thing == "mph" && g.Verdict == Conflict }, false},
		// money too: each article's only sum in its currency, in
		// sentences alike; not a conversion in brackets, made at the
		// day's rate
		{"sole sums", []string{"Robbers made off with 85 million euros of jewels from the Paris store on Thursday.",
			"Four robbers stole jewels valued at 80 million euros from the Paris store."},
			func(g Group) bool { return g.Thing == "euros" && g.Verdict == Conflict }, true},
		{"a conversion", []string{"Japan agreed to pay 1bn yen ($8.3m) to a fund for the victims.",
			"Japan promised one billion yen ($8.84 million) for a fund to help the victims."},
			func(g Group) bool { return g.Thing == "dollars" && g.Verdict == Conflict }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var docs []Doc
			for i, text := range tc.texts {
				docs = append(docs, Doc{ID: string(rune('a' + i)), Text: text})
			}
			r := Compare(docs, nil)
			if got := slices.ContainsFunc(r.Quantities, tc.group); got != tc.present {
				t.Errorf("group present %v, want %v: %+v", got, tc.present, r.Quantities)
			}
		})
	}
}

// Two canonical names are one speaker when a paper swaps a name's words
// or shortens a body's name as its readers do.
func TestSameSpeaker(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"Hassan Nasrallah", "Nasrallah", true},
		{"Keith Hugo", "Hugo Keith", true},
		{"Metropolitan Police", "Met", true},
		{"Nottinghamshire", "Notts", true},
		{"Keith Hugo", "Keith Vaz", false},
		{"Emma Stone", "Kimmel", false},
		{"Amanda", "Amanda Holden", false}, // a first name alone may be anyone's
		{"AMD", "Lu", false},
		{"Sam", "Samantha Power", false},
	} {
		if got := sameSpeaker(tc.a, tc.b); got != tc.want {
			t.Errorf("sameSpeaker(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// One figure of two nouns of things, each agreed by two articles, in
// sentences told alike (four words shared), is one fact: one row.
func TestOneThingToldTwoWays(t *testing.T) {
	var docs []Doc
	for i, text := range []string{"Police found two bloodstained knives in the kitchen of the flat.",
		"Officers found two bloodstained knives in the kitchen of the flat.",
		"Two bloodstained blades were found in the kitchen of the flat, police said.",
		"Two bloodstained blades lay in the kitchen of the flat, police said."} {
		docs = append(docs, Doc{ID: fmt.Sprint(i), Source: fmt.Sprint("S", i), Text: text})
	}
	gs := Compare(docs, nil).Quantities
	if len(gs) != 1 || len(gs[0].Values) != 1 || len(gs[0].Values[0].Articles) != 4 {
		t.Errorf("groups %+v, want one of the four articles' 2", gs)
	}
}

// One count of people told in other words joins where the sentences
// share two words besides it: Roberts' three children.
func TestOneCountTwoWords(t *testing.T) {
	docs := []Doc{
		{ID: "a", Source: "LTW", Text: "Roberts, his wife and three children lived in the tiny village of Georgetown."},
		{ID: "b", Source: "AP", Text: "Roberts left one note for his wife, one for each of his three children and a checklist in his truck."},
		{ID: "c", Source: "AP", Text: "Among Roberts' survivors are his wife and three children."},
		{ID: "d", Source: "AFP", Text: "The gunman shot ten girls, killing five children."},
	}
	for _, g := range Compare(docs, nil).Quantities {
		if g.Values[0].Value == 3 && len(g.Values[0].Articles) != 3 {
			t.Errorf("group %+v, want the three articles' 3 in one", g)
		}
	}
}

// TestPronounSpeakers: "he said" is the person the sentences before it
// name speaking or doing something, nearest first, one of the other sex
// passed over; a paragraph that is only a quotation goes on with the
// speaker before it; a signature after a dash names the speaker.
func TestPronounSpeakers(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"\"We think it's an isolated incident,\" said spokesman Tony Snow.\n\nBut Casey said the attack was still viewed as serious.\n\n\"I don't know any other word to call it,\" he said.", "Casey"},
		{"Eamon Hickey, the father of one of the missing men, said he heard the news.\n\n\"There is so much rumour coming from out there,\" he said at his home.", "Eamon Hickey"},
		{"Water administrator Richard Wimmer shook his head. \"It's a balancing act that's not achievable,\" he said.", "Richard Wimmer"},
		{"Ms Whitehouse raised her concerns in a newspaper. Mr Taylor disagreed with her. \"It is a joke that is meant for the parents,\" she said.", "Whitehouse"},
		{"But a theatre spokeswoman dismissed the criticism. \"It is a joke that is meant for the parents,\" she said.", "a theatre spokeswoman"},
		{"Price's mother, who could be a key witness, said she wants to face them.\n\n\"I won't miss a single day,\" she said.", "price's mother"},
		{"The group's leader, Col. Riad al-Asaad, refused to comment on the fighting.\n\n\"This is a sensitive military matter,\" he said from Turkey.", "Riad al-Asaad"},
		{"Seconds later, the journalist hurled his other shoe. Bush himself played down the incident.\n\n\"All I can report is it is a size 10,\" he said jokingly.", "Bush"},
		{"“A fearless advocate for women and girls everywhere.”—Gloria Steinem, writer", "Gloria Steinem"},
		{"\"Kendra is no dumb blonde when it comes to business,\" a friend of Kendra tells me.", "a friend"},
		{"\"It's gonna take a long time,\" said Rep. Michael Grimm (R-N.Y.), also appearing on the show.", "Michael Grimm"},
	} {
		qs := Quotes(tc.text)
		if len(qs) == 0 || qs[len(qs)-1].Name != tc.want {
			t.Errorf("%q: quotes %+v, want the last one's speaker %q", tc.text, qs, tc.want)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"\"Tony Thompson is very hard to hit,\" Steward said.\n\n\"Tony was watching the right hand all night.\"", "Steward"},
		{"“I wanted to feel more whole,” said Mr. Luu, 41. “I just wanted to see him with my own two eyes.”", "Luu"},
	} {
		qs := Quotes(tc.text)
		if len(qs) != 2 || qs[1].Name != tc.want || !qs[1].Inferred {
			t.Errorf("%q: quotes %+v, want the second one %q's, inferred", tc.text, qs, tc.want)
		}
	}
}

// TestSpeakerOfTheNextQuotation: a speech verb followed by a colon
// after a quotation introduces the next one: "Senator Obama answered:"
// is not the speaker of the question before it.
func TestSpeakerOfTheNextQuotation(t *testing.T) {
	qs := Quotes("The paper asked: “Did Tony Rezko ever discuss casino matters with you?” Senator Obama answered: “No, I have never been asked to do anything.”")
	if len(qs) != 2 || qs[0].Name == "Obama" || qs[1].Name != "Obama" {
		t.Errorf("quotes %+v: the question is not Obama's, the answer is", qs)
	}
}

// TestRunOnParagraphs: a speaker's words over several paragraphs, as
// British papers print them (no closing mark before the next paragraph's
// opening one), are quotations of that speaker; a paragraph that is a
// quotation takes its speaker from the sentence before it.
func TestRunOnParagraphs(t *testing.T) {
	text := "Matt Goodman, from the fire service, said: \"It would appear the fire started on the outside of the building.\n\n" +
		"\"It then quickly spread to the roof so there is a significant amount of damage.\"\n\n" +
		"The climbing season generally starts in late October, Insp Dave Gaskin said.\n\n" +
		"\"This is an extremely dangerous area for anyone going up high.\""
	qs := Quotes(text)
	var names []string
	for _, q := range qs {
		names = append(names, q.Name)
	}
	if want := []string{"Matt Goodman", "Matt Goodman", "Dave Gaskin"}; !slices.Equal(names, want) {
		t.Errorf("speakers %q, want %q (quotes %+v)", names, want, qs)
	}
}

// TestOtherSex: a title, a role or a common first name tells a
// speaker's sex; a surname does not, whatever first name it looks like.
func TestOtherSex(t *testing.T) {
	for _, c := range []struct {
		who    string
		female bool
		want   bool
	}{
		{"Nancy Knowlton", false, true},
		{"Yelena Masyuk", false, true},
		{"Mr Taylor", true, true},
		{"the spokesman", true, true},
		{"King", true, true},
		{"Larry King", true, true},
		{"Raymond W. Kelly", false, false},
		{"Christine Anthony", true, false},
		{"Dr. Benjamin", true, false},
		{"Knowlton", false, false},
	} {
		if got := otherSex(c.who, c.female); got != c.want {
			t.Errorf("otherSex(%q, female %v) = %v, want %v", c.who, c.female, got, c.want)
		}
	}
}

// A speaker is shown by the fullest form of the name an article gives,
// though the forms meet by its last two words; the descriptions that
// say more are listed beside it.
func TestSpeakerShown(t *testing.T) {
	for _, tc := range []struct {
		name      string
		as        []string
		shown     string
		described []string
	}{
		{"Singh Gill", []string{"police director general A.S. Gill", "police director general Amorjot Singh Gill"}, "Amorjot Singh Gill",
			[]string{"police director general A.S. Gill", "police director general Amorjot Singh Gill"}},
		{"Vicente Oliveira", []string{"Rute Vicente Oliveira", "Oliveira"}, "Rute Vicente Oliveira", []string{"Oliveira"}},
		{"Lidia Varga", []string{"Transport Minister Lidia Varga"}, "Lidia Varga", []string{"Transport Minister Lidia Varga"}},
		{"Silva", []string{"da Silva"}, "Silva", []string{"da Silva"}},
		{"the commander", []string{"she (the commander)"}, "the commander", nil},
	} {
		s := QuoteSpeaker{Name: tc.name, As: tc.as}
		if got := s.Shown(); got != tc.shown {
			t.Errorf("%q as %q: shown %q, want %q", tc.name, tc.as, got, tc.shown)
		}
		if got := s.Descriptions(); !slices.Equal(got, tc.described) {
			t.Errorf("%q as %q: descriptions %q, want %q", tc.name, tc.as, got, tc.described)
		}
	}
}

func TestMostNamedWith(t *testing.T) {
	for _, tc := range []struct {
		keys []string
		n    []int
		want string
	}{
		{[]string{"M. Felt", "S. Rosa"}, []int{7, 1}, "M. Felt"},
		{[]string{"M. Felt", "S. Rosa"}, []int{3, 2}, ""},
		{[]string{"S. Rosa", "M. Felt"}, []int{1, 2}, "M. Felt"},
		{[]string{"M. Felt"}, []int{1}, ""},
		{nil, nil, ""},
	} {
		if got := mostNamedWith(tc.keys, tc.n); got != tc.want {
			t.Errorf("mostNamedWith(%v, %v) = %q, want %q", tc.keys, tc.n, got, tc.want)
		}
	}
}

// A surname alone is the person its own text names in full with it,
// not one named as someone's kin ("his brother Qin Xiaoguang").
func TestSurnameOfTheTextsOwnPerson(t *testing.T) {
	r := Compare([]Doc{{ID: "a", Text: "Qin Yongmin, 45, went on trial. His father, Qin Qinguo, 76, protested."},
		{ID: "b", Text: "Qin Yongmin was tried on Thursday. Qin, 44, is a veteran dissident, his brother Qin Xiaoguang said."}}, nil)
	found := false
	for _, g := range r.Quantities {
		found = found || g.Verdict == Conflict && g.Qualifier == "Y. Qin" && strings.Contains(g.Note, "45 vs 44")
	}
	if !found {
		t.Errorf("Qin's ages: %+v", r.Quantities)
	}
	// of two people its text names with the surname, the one the story
	// gives ages to
	r = Compare([]Doc{{ID: "a", Text: "Wang Youcai, 32, was tried. Wang Bingzhang, 50, spoke for the party."},
		{ID: "b", Text: "Wang Youcai was tried, as student leader Wang Dan was in 1996. Wang, 31, is accused of subversion."}}, nil)
	found = false
	for _, g := range r.Quantities {
		found = found || g.Verdict == Conflict && g.Qualifier == "Y. Wang" && strings.Contains(g.Note, "32 vs 31")
	}
	if !found {
		t.Errorf("Wang's ages: %+v", r.Quantities)
	}
	// where a couple shares the surname, a courtesy title says which
	// one is meant, which the rule cannot tell
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"Frank and Sandra Walters settled. Mr Walters, 52", true},
		{"settled.\n\nMrs. Walters, 52", true},
		{"his brother Qin Xiaoguang said. Qin, 44", false},
		{"Walters, 52", false},
	} {
		if got := courtesyBefore(tc.text, len(tc.text)-2); got != tc.want {
			t.Errorf("courtesyBefore(%q) = %v", tc.text, got)
		}
	}
}

// A surname alone spelt otherwise than the story's full key of that
// person ("Davies, 51" beside "Rahmlee Davies", against "Rahmlee Davis,
// 51" twice) is that person's.
func TestSpeltSurname(t *testing.T) {
	r := Compare([]Doc{{ID: "a", Text: "Rahmlee Davis, 51, played the horn."}, {ID: "b", Text: "Rahmlee Davis, 51, was paid."},
		{ID: "c", Text: "Rahmlee Davies joined the band. Davies, 51, played the horn."}}, nil)
	for _, g := range r.Quantities {
		if isAge(g.Thing) && (len(g.Values) != 1 || len(g.Values[0].Articles) != 3) {
			t.Errorf("one age, three articles: %+v", g)
		}
	}
}

// A size as a modifier and a size in brackets of one thing, in one unit
// however written ("8,027-meter", "8,013 m"), are one fact.
func TestSizeTwoWays(t *testing.T) {
	r := Compare([]Doc{{ID: "a", Text: "They were the only climbers on the southern face of the 8,027-meter (26,330-foot) mountain."},
		{ID: "b", Text: "They were the only climbers on the southern face of the 26,291-foot (8,013 m) peak."}}, nil)
	var notes []string
	for _, g := range r.Quantities {
		if g.Verdict == Conflict {
			notes = append(notes, g.Note)
		}
	}
	if !slices.ContainsFunc(notes, func(n string) bool { return strings.Contains(n, "8,027") && strings.Contains(n, "8,013") }) {
		t.Errorf("conflicts %q, want the metres disputed", notes)
	}
}

// A share of nothing named joins the one share of a named whole that
// gives the same figure in a sentence told alike ("might win as much as
// 56 percent" in exit polls, "exit polls reported Cardoso taking some 56
// percent of the vote").
func TestShareJoinsItsWhole(t *testing.T) {
	r := Compare([]Doc{{ID: "a", Text: "Exit polls indicated that Cardoso might win as much as 56 percent."},
		{ID: "b", Text: "Though exit polls reported Cardoso taking some 56 percent of the vote, official tallies gave him 51 percent, with 56 percent of the votes counted."},
		{ID: "c", Text: "With 60 percent of the votes counted, Cardoso had 52 percent of the vote."}}, nil)
	for _, g := range r.Quantities {
		for _, v := range g.Values {
			if v.Value == 56 && slices.Contains(v.Articles, "a") && g.Qualifier != "of vote" {
				t.Errorf("56 percent of exit polls left apart: %+v", g)
			}
		}
	}
}

// A dispute of counts of one offence in a list of charges names the
// offence, so that a reader sees which of the list's counts differ.
func TestDisputedOffenceNamed(t *testing.T) {
	docs := []Doc{
		{ID: "a", Source: "KTUU", Text: "Demoski faces two counts of third degree assault and five counts of fifth degree criminal mischief."},
		{ID: "b", Source: "AP", Text: "Demoski was arrested on suspicion of assault and six counts of criminal mischief."},
	}
	for _, g := range Compare(docs, nil).Quantities {
		if g.Verdict == Conflict {
			if !strings.HasPrefix(g.Note, "5 vs 6 of criminal mischief") {
				t.Errorf("note %q, want the dispute of criminal mischief named", g.Note)
			}
			return
		}
	}
	t.Error("no conflict")
}

// Charges at two stages of a case, each agreed on, are two rows named by
// their stage, not one row of two figures.
func TestChargeStagesApart(t *testing.T) {
	var docs []Doc
	for i, text := range []string{
		"Denning was found guilty on seven out of ten charges in Prague.",
		"Denning was arrested in Prague on 10 charges of sexual abuse.",
		"Denning was convicted on seven charges in Prague.",
	} {
		docs = append(docs, Doc{ID: fmt.Sprint(i), Text: text})
	}
	var got []string
	for _, g := range Compare(docs, nil).Quantities {
		if g.Thing == "charge" {
			got = append(got, fmt.Sprintf("%s %s %v", g.Label(), g.Verdict, values(g.Values)))
		}
	}
	want := []string{"charge (charged) agree [10]", "charge (convicted) agree [7]"}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("groups %q, want %q", got, want)
	}
}
