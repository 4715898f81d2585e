package online_test

import (
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/netplay"
)

// BenchmarkLossyMatch plays a one-minute scripted versus match over the
// lossy link at a 100 ms round trip (50 ms each way), 20 ms of jitter and
// 5% loss each way, on the link's clock at 60 frames a second, and reports
// what the players would live with: rollbacks a second, the deepest
// rollback, stalls, and the bytes a second each way (UDP payload; IPv4 and
// UDP headers add 28 bytes a packet). ns/op is the time to simulate the
// whole minute on both sides.
func BenchmarkLossyMatch(b *testing.B) {
	const n = 3600 // one minute
	r := versusScript(5, n)
	line := netplay.LinkOptions{Latency: 50 * time.Millisecond, Jitter: 20 * time.Millisecond, Loss: 0.05}
	var rollbacks, stalls, deepest, resim, hostBytes, joinBytes, hostPackets int
	var seconds float64
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		d := newDuel(b, r, n, line, line, 2, nil)
		if hostErr, joinErr := d.run(4 * n); hostErr != nil || joinErr != nil {
			b.Fatalf("got errors %v and %v", hostErr, joinErr)
		}
		hs, js := d.host.Stats(), d.join.Stats()
		rollbacks += hs.Rollbacks + js.Rollbacks
		resim += hs.Resimulated + js.Resimulated
		stalls += hs.Stalls + js.Stalls
		deepest = max(deepest, hs.Deepest, js.Deepest)
		hostBytes += hs.BytesOut
		joinBytes += js.BytesOut
		hostPackets += hs.PacketsOut
		seconds += d.now.Seconds()
	}
	b.ReportMetric(float64(rollbacks)/2/seconds, "rollbacks/s")
	b.ReportMetric(float64(resim)/2/seconds, "resim-ticks/s")
	b.ReportMetric(float64(deepest), "deepest-ticks")
	b.ReportMetric(float64(stalls)/2/float64(b.N), "stalls/match")
	b.ReportMetric(float64(hostBytes)/seconds, "host-B/s")
	b.ReportMetric(float64(joinBytes)/seconds, "joiner-B/s")
	b.ReportMetric(float64(hostPackets)/seconds, "packets/s")
}
