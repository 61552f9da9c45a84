package story

import (
	"slices"
	"testing"
)

// French and German reports of the footbridge collapse (chain_test.go)
// and a French and a German report of other events.
var (
	collapseFR = Article{ID: "fr", Title: "Angleterre: une passerelle s'effondre à Harrow, trois blessés", Date: "2026-04-01", Text: "Une passerelle au-dessus de la rivière Lune s'est effondrée mercredi matin à Harrow, dans le nord de l'Angleterre, projetant trois piétons dans l'eau. Les pompiers ont sorti les trois victimes de la rivière; deux ont été hospitalisées avec des fractures. Le conseil municipal a fermé les deux rives et indiqué que des ingénieurs inspecteraient la structure en acier, construite en 1987 et réparée l'an dernier."}
	collapseDE = Article{ID: "de", Title: "Fußgängerbrücke in Harrow eingestürzt", Date: "2026-04-01", Text: "In der nordenglischen Stadt Harrow ist am Mittwochmorgen eine Fußgängerbrücke über den Fluss Lune eingestürzt. Drei Passanten stürzten ins Wasser und wurden von der Feuerwehr gerettet, zwei kamen mit Knochenbrüchen ins Krankenhaus. Die Stadtverwaltung sperrte beide Ufer. Die Stahlkonstruktion war 1987 gebaut und im vergangenen Jahr repariert worden, Ingenieure sollen sie nun untersuchen."}
	stormFR    = Article{ID: "fr-storm", Title: "Tempête en Bretagne: des milliers de foyers privés d'électricité", Date: "2026-04-01", Text: "La tempête qui a frappé la Bretagne dans la nuit de mardi à mercredi a privé d'électricité quelque 40 000 foyers, selon Enedis. Des rafales de vent ont atteint 120 km/h sur la pointe du Finistère, et plusieurs routes ont été coupées par des chutes d'arbres. Les pompiers sont intervenus plus de 300 fois. Aucune victime n'est à déplorer."}
	electionDE = Article{ID: "de-vote", Title: "Kommunalwahl in Bayern: CSU verliert in München", Date: "2026-04-01", Text: "Bei den Kommunalwahlen in Bayern hat die CSU in München deutlich verloren. Die Grünen wurden nach vorläufigen Ergebnissen stärkste Kraft im Stadtrat. Die Wahlbeteiligung lag bei 52 Prozent. Der Oberbürgermeister sprach von einem bitteren Abend für seine Partei und kündigte Gespräche mit allen Fraktionen an."}
)

// TestOtherLanguages: reports of one event in French and German join its
// English reports, online and in the batch pass; reports of other events in those
// languages stay apart, from it and from each other.
func TestOtherLanguages(t *testing.T) {
	en := chainArticles("inquiry", inquiry[:3])
	arts := append(en, collapseFR, collapseDE, stormFR, electionDE)
	c := Cluster(arts)
	home := c.StoryOf(en[0].ID)
	for _, id := range []string{"fr", "de"} {
		if c.StoryOf(id) != home {
			t.Errorf("%s report of the collapse not in the English reports' story", id)
		}
	}
	for _, id := range []string{"fr-storm", "de-vote"} {
		if c.StoryOf(id) == home {
			t.Errorf("%s joined the collapse story", id)
		}
	}
	if c.StoryOf("fr-storm") == c.StoryOf("de-vote") {
		t.Error("the French storm and the German election are one story")
	}
	// online, one at a time
	on := New()
	for _, a := range arts {
		on.Add(a)
	}
	for _, id := range []string{"fr", "de"} {
		if on.StoryOf(id) != on.StoryOf(en[0].ID) {
			t.Errorf("online: %s report of the collapse not in the English reports' story", id)
		}
	}
	for _, id := range []string{"fr-storm", "de-vote"} {
		if on.StoryOf(id) == on.StoryOf(en[0].ID) {
			t.Errorf("online: %s joined the collapse story", id)
		}
	}
	// one language: no anchors, the words alone (as before)
	one := Cluster(append(chainArticles("inquiry", inquiry[:3]), stormFR))
	if one.StoryOf("fr-storm") == one.StoryOf("inquiry0") {
		t.Error("the French storm joined the English collapse story")
	}
}

// anchorKeys returns the anchors of a body as keys.
func anchorKeys(text string) map[string]bool {
	voc := newVocabulary()
	a := argsOf(text, voc)
	keys := map[string]bool{}
	for k, id := range voc.anchors {
		if slices.Contains(a.anchors, id) {
			keys[k] = true
		}
	}
	return keys
}

func TestAnchors(t *testing.T) {
	a := anchorKeys("Le général Abbas Ibrahim a déclaré que 308 combattants et 331 civils quitteraient la Syrie lundi.")
	for _, k := range []string{"abba", "ibra", "syri", "#308", "#331"} {
		if !a[k] {
			t.Errorf("anchor %q missing from %v", k, a)
		}
	}
	if b := anchorKeys("Some 40.000 homes lost power; gusts reached 1,20 km/h."); b["#000"] || !b["#40000"] || !b["#120"] {
		t.Errorf("numbers not read whole: %v", b)
	}
	if b := anchorKeys("The port handled 112,000 containers."); b["#000"] || !b["#112000"] {
		t.Errorf("numbers not read whole: %v", b)
	}
	if a["lund"] || a["#33"] {
		t.Errorf("weekday or short number taken as anchor: %v", a)
	}
	for in, want := range map[string]string{"Sûreté": "sure", "Ärzte": "arzt", "Øresund": "ores", "Łódź": "lodz", "Řehoř": "reho"} {
		if got := fold(in); got != want {
			t.Errorf("fold(%q) = %q, want %q", in, got, want)
		}
	}
}
