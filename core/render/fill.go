package render

import (
	"runtime"
	"sync"
)

// SubmitSprites submits every sprite of ss, in order: the frame it makes
// is the one a loop of Submit over ss makes, record for record and vertex
// for vertex. On the GPU backend a long run of sprites with one batch key
// (a particle system, a crowd, a layer of tiles: a slice of sprites of one
// texture) is written by several goroutines at once, each into its own
// range of the key's records in the mapped transfer buffer, the calling
// goroutine one of them; SubmitSprites returns when all have finished, so
// the caller may change ss afterwards. Which goroutine writes which record
// decides nothing: record i is sprite i's, whatever the number of cores.
//
// Runs shorter than a few thousand sprites, the SDL-renderer backend and a
// machine with one core take the plain loop.
func (q *Queue) SubmitSprites(ss []Sprite) {
	for len(ss) > 0 {
		if !q.instances || len(ss) < 2*fillChunk || fillers() < 2 {
			for i := range ss {
				q.Submit(&ss[i])
			}
			return
		}
		n := q.fillRun(ss)
		ss = ss[n:]
		if n < fillChunk {
			// A short run (the keys change often, or a sprite needs a
			// full record): the next stretch goes one by one.
			k := min(len(ss), fillChunk)
			for i := range ss[:k] {
				q.Submit(&ss[i])
			}
			ss = ss[k:]
		}
	}
}

// fillChunk is the fewest sprites a goroutine of SubmitSprites is given:
// tens of microseconds of writing, against the few microseconds of waking
// a goroutine.
const fillChunk = 4096

// maxFillers is the most goroutines that write one run.
const maxFillers = 16

// filler is a Queue's part in SubmitSprites: the jobs of the run being
// written, and the wait for them. It is made on first use and kept.
type filler struct {
	jobs [maxFillers]fillJob
	wg   sync.WaitGroup
}

// fillJob is one goroutine's share of a run: sprites ss into records rec
// (compact) or inst (full), all of key.
type fillJob struct {
	ss       []Sprite
	rec      []compact
	inst     []instance
	key      Key
	wg       *sync.WaitGroup
	done     int  // sprites written: len(ss), or where the run ended
	needFull bool // a sprite written as a full record could not be compact
	packs    packCache
}

// run writes the job's records. It stops at the first sprite of another
// key, or, writing compact records, at the first that needs a full one.
func (j *fillJob) run() {
	j.needFull = false
	k, pc := &j.key, &j.packs
	if j.inst != nil {
		for i := range j.ss {
			s := &j.ss[i]
			if !s.keyIs(k) {
				j.done = i
				return
			}
			p := &j.inst[i]
			if s.Rotation != 0 {
				putRotated(p, s)
			} else {
				putFull(p, s)
			}
			if !j.needFull && !p.compactable(s, pc) {
				j.needFull = true
			}
		}
	} else {
		for i := range j.ss {
			s := &j.ss[i]
			if !s.keyIs(k) {
				j.done = i
				return
			}
			if !pc.holds(s) {
				pc.pack(s)
			}
			if !putCompact(&j.rec[i], s, pc) {
				j.done = i
				return
			}
		}
	}
	j.done = len(j.ss)
}

// fillParts, where set, is how many parts a run is split into, whatever
// the number of goroutines: tests check that the records do not depend on
// it.
var fillParts int

// fillPool is the process's SubmitSprites goroutines, started on first
// use: one fewer than GOMAXPROCS then (the caller is the last), at most
// maxFillers-1. They wait on jobs.
var fillPool struct {
	once sync.Once
	n    int
	jobs chan *fillJob
}

// fillers is how many goroutines write a run, the caller included.
func fillers() int {
	fillPool.once.Do(func() {
		fillPool.n = min(runtime.GOMAXPROCS(0), maxFillers) - 1
		if fillPool.n <= 0 {
			return
		}
		fillPool.jobs = make(chan *fillJob, maxFillers)
		for range fillPool.n {
			go func() {
				for j := range fillPool.jobs {
					j.run()
					j.wg.Done()
				}
			}()
		}
	})
	return fillPool.n + 1
}

// fillRun writes the run of ss's first key that ss starts with, split
// between the fillers, and returns how many sprites it wrote (at least
// none: the first sprite may need a full record the key's compact records
// cannot take, which Submit then gives it).
func (q *Queue) fillRun(ss []Sprite) int {
	s0 := &ss[0]
	if s0.Region.Tex == nil {
		panic("render: Submit of a sprite whose Region has no texture")
	}
	b := q.bucketOf(s0)
	n0, n := b.records(), len(ss)
	if b.full && cap(b.inst)-n0 < n || !b.full && cap(b.rec)-n0 < n {
		q.grow(b, n)
	}
	if q.fill == nil {
		q.fill = &filler{}
	}
	f := q.fill
	parts := min(fillers(), n/fillChunk)
	if fillParts > 0 {
		parts = min(fillParts, n/fillChunk, maxFillers)
	}
	for p := range parts {
		lo, hi := n*p/parts, n*(p+1)/parts
		j := &f.jobs[p]
		*j = fillJob{ss: ss[lo:hi], key: b.key, wg: &f.wg}
		if b.full {
			j.inst = b.inst[n0+lo : n0+hi]
		} else {
			j.rec = b.rec[n0+lo : n0+hi]
		}
	}
	f.wg.Add(parts - 1)
	for p := 1; p < parts; p++ {
		fillPool.jobs <- &f.jobs[p]
	}
	f.jobs[0].run()
	f.wg.Wait()

	// The run ends where the first job stopped short.
	m := n
	for p := range parts {
		j := &f.jobs[p]
		if j.needFull {
			b.fullNext = true
		}
		if j.done < len(j.ss) {
			m = n*p/parts + j.done
			break
		}
	}
	for p := range parts {
		f.jobs[p] = fillJob{} // drop the references to ss and the records
	}
	if b.full {
		b.inst = b.inst[:n0+m]
	} else {
		b.rec = b.rec[:n0+m]
	}
	q.sprites += m
	return m
}
