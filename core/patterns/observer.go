package patterns

import "slices"

// Observer is the listening half of the classic Observer pattern (Game
// Programming Patterns, "Observer"; BEngine's IObserver). An observer
// implements OnNotify and registers itself with a Subject.
type Observer[E any] interface {
	OnNotify(e E)
}

// Subject is the notifying half: it keeps the observers registered with it and
// calls each one's OnNotify from Notify, in registration order. The zero value
// has no observers and is ready to use.
//
// Subject follows the same re-entrancy rules as Delegate: an observer removed
// during Notify is not called again and is erased when the outermost Notify
// returns; an observer added during Notify is first called by the next Notify;
// a nested Notify calls the observers registered at that moment.
//
// Observers are compared with ==, so they must be comparable values, in
// practice pointers. Subject is not safe for concurrent use and must not be
// copied after its first AddObserver.
type Subject[E any] struct {
	observers []Observer[E] // nil entries are removed observers awaiting erasure
	depth     int
	dead      int
}

// AddObserver registers o. Adding the same observer twice makes it notified
// twice. It panics on a nil observer.
func (s *Subject[E]) AddObserver(o Observer[E]) {
	if o == nil {
		panic("patterns: AddObserver with a nil observer")
	}
	s.observers = append(s.observers, o)
}

// RemoveObserver unregisters the first registration of o and reports whether
// it was registered.
func (s *Subject[E]) RemoveObserver(o Observer[E]) bool {
	for i, ob := range s.observers {
		if ob == nil || ob != o {
			continue
		}
		if s.depth > 0 {
			s.observers[i] = nil
			s.dead++
			return true
		}
		s.observers = slices.Delete(s.observers, i, i+1) // nils the vacated slot
		return true
	}
	return false
}

// Notify calls OnNotify(e) on every registered observer. It does not allocate.
func (s *Subject[E]) Notify(e E) {
	n := len(s.observers)
	if n == 0 {
		return
	}
	s.depth++
	defer s.endNotify()
	for i := 0; i < n; i++ {
		if o := s.observers[i]; o != nil {
			o.OnNotify(e)
		}
	}
}

func (s *Subject[E]) endNotify() {
	s.depth--
	if s.depth > 0 || s.dead == 0 {
		return
	}
	live := s.observers[:0]
	for _, o := range s.observers {
		if o != nil {
			live = append(live, o)
		}
	}
	clear(s.observers[len(live):])
	s.observers = live
	s.dead = 0
}

// Observers reports the number of registered observers.
func (s *Subject[E]) Observers() int { return len(s.observers) - s.dead }
