package game

// inRing reports whether (x, y) is on the outer ring of lanes.
func inRing(x, y int) bool { return x == 1 || x == MapW-2 || y == 1 || y == MapH-2 }

// updateSecret watches the condition of the stage's secret bonus item
// (section 9), shows the item for secretFrames when it is met, and hides it
// when its time runs out.
func (g *Game) updateSecret(in Buttons) {
	s := &g.stage.secret
	r := &g.book
	p := &g.players[0]
	if s.Visible {
		s.Timer--
		if s.Timer <= 0 {
			s.Visible = false
		}
		return
	}
	if s.Done || s.Kind == SecretNone || g.stage.bonus {
		return
	}
	onExit := g.stage.exit.Revealed && p.X == g.stage.exit.X && p.Y == g.stage.exit.Y
	met := false
	switch s.Kind {
	case SecretTarget:
		met = onExit && g.stage.kills == 0
	case SecretMask:
		if g.stage.living == 0 {
			if !inRing(p.X, p.Y) {
				s.maskCorners = 0
			}
			corners := [4][2]int{{1, 1}, {MapW - 2, 1}, {1, MapH - 2}, {MapW - 2, MapH - 2}}
			for i, c := range corners {
				if p.X == c[0] && p.Y == c[1] {
					s.maskCorners |= 1 << i
				}
			}
			met = s.maskCorners == 15
		}
	case SecretNakamoto:
		met = g.stage.living == 0 && g.stage.bricksBurned == 0
	case SecretFamicom:
		met = g.stage.fuseBlasts >= r.FamicomBombs
	case SecretCola:
		if onExit && p.Centred() {
			s.colaArmed = true
			s.colaFrames = 0
		} else if s.colaArmed {
			// The d-pad must stay held: letting go starts the count again.
			s.colaFrames++
			if in&dpad == 0 {
				s.colaFrames = 0
			}
			met = s.colaFrames >= r.ColaFrames
		}
	case SecretDezeniman:
		met = g.stage.kills == 0 && g.stage.bricksLeft == 0 && g.stage.exit.Bombed == 3
	}
	if !met {
		return
	}
	x, y, ok := g.randomFreeCell(&g.mapRNG, 0)
	if !ok {
		return
	}
	s.Done = true
	s.Visible = true
	s.X, s.Y = x, y
	s.Timer = r.SecretFrames
	g.report(Event{Kind: EventSecretAppeared, x: int8(x), y: int8(y), thing: uint8(s.Kind)})
}
