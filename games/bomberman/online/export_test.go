package online

// DamageAt makes the state of this side differ after tick t (a rule that
// is not deterministic, say), for the tests of desync detection.
func (m *Match) DamageAt(t int) { m.damage = t }
