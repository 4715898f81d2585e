package scene

import (
	"cmp"
	"slices"
)

// hook is one started component in the list of one hook: the component as
// that hook's interface, its Base (whose skip flags say whether to call it
// now) and its place in the pass order.
type hook[H any] struct {
	h   H
	b   *Base
	key uint64 // Base.key: object creation order, then add order
}

// hooks is a scene's list of the started components that have one hook
// (FixedUpdater, Updater, LateUpdater or Renderable), in pass order: the
// dense array a pass walks from start to end. A component is in the list
// of each hook it has, and in no other.
//
// Entries are appended as components start, which is almost always in key
// order (new objects come last). One that is not (a component added later
// to an older object) leaves the list unsorted from that index on, and the
// next walk sorts the tail and merges it in first. Entries of removed
// components stay, skipped, until the list is compacted.
type hooks[H any] struct {
	e       []hook[H]
	mixed   bool // e[from:] may be out of key order (e[:from] is in order)
	from    int
	dead    bool // some entries are of removed components
	scratch []hook[H]

	// While a pass walks the list: the index of the entry it calls, and
	// the end of the entries it will call (those after belong to objects
	// created during the pass).
	walking bool
	i, end  int
}

// add puts a component that has just started into the list.
func (l *hooks[H]) add(h H, b *Base) {
	x := hook[H]{h, b, b.key()}
	if l.walking {
		l.insert(x)
		return
	}
	if n := len(l.e); !l.mixed && n > 0 && l.e[n-1].key > x.key {
		l.mixed, l.from = true, n
	}
	l.e = append(l.e, x)
}

// insert puts x at its place in the list a pass is walking (which is in
// order), keeping the pass's index and end on the entries they were on: x
// is called by the rest of the pass if it comes after the entry being
// called, and not if it comes before.
func (l *hooks[H]) insert(x hook[H]) {
	p, _ := slices.BinarySearchFunc(l.e, x.key, func(e hook[H], k uint64) int { return cmp.Compare(e.key, k) })
	l.e = slices.Insert(l.e, p, x)
	if p <= l.i {
		l.i++
	}
	if p <= l.end {
		l.end++
	}
}

// begin readies the list for a walk, which ends by clearing walking:
// compacted if it has dead entries, and in order.
func (l *hooks[H]) begin() {
	l.compactDead()
	if l.mixed {
		l.sort()
	}
	l.walking, l.i, l.end = true, 0, len(l.e)
}

// sort puts the unsorted tail in order and merges it into the sorted head,
// from the back, through a scratch copy of the tail kept for the next
// time. It costs the length of the list, once, however many entries came
// out of order.
func (l *hooks[H]) sort() {
	k := l.from
	l.mixed = false
	tail := l.e[k:]
	slices.SortFunc(tail, func(a, b hook[H]) int { return cmp.Compare(a.key, b.key) })
	if k == 0 || l.e[k-1].key <= tail[0].key {
		return
	}
	l.scratch = append(l.scratch[:0], tail...)
	src := l.scratch
	i, j, w := k-1, len(src)-1, len(l.e)-1
	for j >= 0 {
		if i >= 0 && l.e[i].key > src[j].key {
			l.e[w] = l.e[i]
			i--
		} else {
			l.e[w] = src[j]
			j--
		}
		w--
	}
	clear(l.scratch)
}

// compactDead compacts the list if it has dead entries.
func (l *hooks[H]) compactDead() {
	if l.dead {
		l.compact()
	}
}

// compact drops the entries of removed components, keeping the order.
func (l *hooks[H]) compact() {
	l.dead = false
	keep, from := 0, 0
	for i, x := range l.e {
		if i == l.from {
			from = keep
		}
		if x.b.state != compRemoved {
			l.e[keep] = x
			keep++
		}
	}
	clear(l.e[keep:])
	l.e = l.e[:keep]
	if l.mixed {
		l.from = from
		l.mixed = from < keep
	}
}

// live counts the entries a pass with the skip mask would call now.
func (l *hooks[H]) live(mask uint8) int {
	n := 0
	for i := range l.e {
		if l.e[i].b.skip&mask == 0 {
			n++
		}
	}
	return n
}

// rekey copies each entry's key from its component again, after the
// scene renumbered them. Order is unchanged; an entry of a removed
// component takes the key before it, so the keys stay in order.
func (l *hooks[H]) rekey() {
	var last uint64
	for i := range l.e {
		x := &l.e[i]
		if x.b.state != compRemoved {
			x.key = x.b.key()
		} else {
			x.key = last
		}
		last = x.key
	}
}
