// Package cputime reads the CPU time of the calling OS thread, for the
// benchmarks that report a game thread's own cost (ns/sprite): the time
// the thread runs, without the time it sleeps waiting for the GPU or the
// work of a driver's own threads. Benchmarks lock their goroutine to its
// thread, so the thread is the game thread.
package cputime
