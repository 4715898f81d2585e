package game

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Progress is what a password carries: the score, the stage and the
// power-ups kept across a continue.
type Progress struct {
	ScoreHundreds int // the score / 100, 0..9999999
	Stage         int // 1..50
	Bombs, Range  int
	Speed         bool
	Detonator     bool
	Flamepass     bool
	Wallpass      bool
}

const passwordKey = "AOFKCPGELBHMJDNI"

// PasswordLen is the number of letters in a password.
const PasswordLen = 20

func (g *Game) progress() Progress {
	p := &g.players[0]
	return Progress{ScoreHundreds: g.score, Stage: g.stageNumber, Bombs: p.Bombs, Range: p.Range,
		Speed: p.Speed, Detonator: p.Detonator, Flamepass: p.Flamepass, Wallpass: p.Wallpass}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// fields lays out the 20 nibbles in GENERATE_PASSWORD's order
// (_pass_data_vars): SCORE+6, BONUS_REMOTE, STAGE_LO, SCORE, CHECKSUM1,
// SCORE+5, BOMB_PWR, SCORE+3, BONUS_FIRESUIT, CHECKSUM2, BONUS_BOMBS,
// SCORE+2, BONUS_SPEED, SCORE+1, CHECKSUM3, SCORE+4, DEBUG, STAGE_HI,
// BONUS_NOCLIP, CHECKSUM4. SCORE is the 7 shown digits, SCORE+0 the top one;
// BONUS_BOMBS counts the bombs beyond the first; STAGE is binary, split
// into nibbles.
func (pr Progress) fields() [PasswordLen]int {
	var sc [7]int // sc[0] = SCORE+0, the top digit ... sc[6] = SCORE+6, the hundreds
	s := pr.ScoreHundreds
	for i := 6; i >= 0; i-- {
		sc[i] = s % 10
		s /= 10
	}
	var v [PasswordLen]int
	v[0], v[1], v[2], v[3] = sc[6], b2i(pr.Detonator), pr.Stage&15, sc[0]
	v[5], v[6], v[7], v[8] = sc[5], pr.Range&15, sc[3], b2i(pr.Flamepass)
	v[10], v[11], v[12], v[13] = (pr.Bombs-1)&15, sc[2], b2i(pr.Speed), sc[1]
	v[15], v[16], v[17], v[18] = sc[4], 0, pr.Stage>>4&15, b2i(pr.Wallpass)
	v[4], v[9], v[14], v[19] = checksums(&v)
	return v
}

func checksums(v *[PasswordLen]int) (c1, c2, c3, c4 int) {
	c1 = (v[0] + v[1] + v[2] + v[3]) & 15
	c2 = (v[5] + v[6] + v[7] + v[8]) & 15
	c3 = (v[10] + v[11] + v[12] + v[13]) & 15
	c4 = (2*(c1+c2+c3) + v[15] + v[16] + v[17] + v[18]) & 15
	return
}

// Password encodes the progress as the NES's 20 letters:
// enc[i] = (v[i] - enc[i-1] - 7) & 15, letter = "AOFKCPGELBHMJDNI"[enc[i]].
func (pr Progress) Password() string {
	v := pr.fields()
	var out [PasswordLen]byte
	prev := 0
	for i, x := range v {
		e := (x - prev - 7) & 15
		out[i] = passwordKey[e]
		prev = e
	}
	return string(out[:])
}

// DecodePassword reverses Password and checks the four checksums and the
// ranges of the fields.
// Its errors count characters, not bytes: "ÄBC" has 3 letters.
func DecodePassword(s string) (Progress, error) {
	if n := utf8.RuneCountInString(s); n != PasswordLen {
		return Progress{}, fmt.Errorf("game: password %q has %d letters, want %d", s, n, PasswordLen)
	}
	var v [PasswordLen]int
	prev := 0
	i := 0
	for _, r := range s {
		e := strings.IndexRune(passwordKey, r)
		if e < 0 {
			return Progress{}, fmt.Errorf("game: password letter %q at %d, want A to P", r, i+1)
		}
		v[i] = (e + prev + 7) & 15
		prev = e
		i++
	}
	c1, c2, c3, c4 := checksums(&v)
	if v[4] != c1 || v[9] != c2 || v[14] != c3 || v[19] != c4 {
		return Progress{}, fmt.Errorf("game: password %q: checksum mismatch", s)
	}
	sc := [7]int{v[3], v[13], v[11], v[7], v[15], v[5], v[0]} // SCORE+0 .. SCORE+6
	score := 0
	for _, d := range sc {
		if d > 9 {
			return Progress{}, fmt.Errorf("game: password %q: score digit %d out of range", s, d)
		}
		score = score*10 + d
	}
	// Like READ_PASSWORD, a non-zero flag is set and DEBUG is ignored.
	pr := Progress{ScoreHundreds: score, Stage: v[2] | v[17]<<4, Range: v[6], Bombs: v[10] + 1,
		Speed: v[12] != 0, Detonator: v[1] != 0, Flamepass: v[8] != 0, Wallpass: v[18] != 0}
	if pr.Stage < 1 || pr.Stage > Stages || pr.Bombs > MaxBombs || pr.Range < 1 || pr.Range > 15 {
		return Progress{}, fmt.Errorf("game: password %q: stage %d, bombs %d, range %d out of range", s, pr.Stage, pr.Bombs, pr.Range)
	}
	return pr, nil
}
