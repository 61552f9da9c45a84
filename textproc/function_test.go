package textproc

import "testing"

func TestLanguage(t *testing.T) {
	tests := []struct{ text, want string }{
		{"A convoy of fighters and their families left the border region on Monday under a military escort.", "en"},
		{"Un convoi de combattants et de leurs familles a quitté lundi la zone frontalière sous escorte de l'armée.", "fr"},
		{"Hunderte Kämpfer und ihre Familien haben am Montag unter Begleitung der Armee das Grenzgebiet verlassen.", "de"},
		{"Un convoy de combatientes y sus familias abandonó el lunes la zona fronteriza con una escolta del ejército.", "es"},
		{"PHILADELPHIA 76ERS Fired Jim O'Brien, coach. Named Maurice Cheeks coach.", "en"},
		{"", "en"},
	}
	for _, tt := range tests {
		if got := Language(tt.text); got != tt.want {
			t.Errorf("Language(%.40q) = %q, want %q", tt.text, got, tt.want)
		}
	}
	if !IsFunctionWordOf("de", "der") || IsFunctionWordOf("en", "der") || !IsFunctionWordOf("fr", "the") {
		t.Error("IsFunctionWordOf: der is German only; the is English in every language")
	}
}
