package controls

// Command returns the command bound to player p's action i (Actions'
// order).
func Command(c *Controls, p, i int) interface{ Execute() } { return &c.cmds[p][i] }
