// Package netplay is rollback netcode for two-player games over UDP: a
// small validated packet format, a handshake, the exchange of inputs with
// redundancy and acks, time sync, checksums of the confirmed state, and the
// rollback machine that runs the game's simulation. It knows nothing of
// any game: a game gives it a state type whose copy is a save state.
//
//	type state game.State // a plain value: copying it saves it
//	func (s *state) Step(in [2]netplay.Input) { ... } // deterministic
//	func (s *state) Checksum() uint64        { ... }
//
//	conn, host, err := netplay.DialUDP("192.168.1.20:7777")
//	s, err := netplay.NewSession(conn, netplay.Config{Role: netplay.Joiner, HostAddr: host,
//		App: "mygame", DataHash: hash, Delay: netplay.DefaultDelay}, myGame)
//	for { // once per frame
//		rep, err := s.Update(now)       // packets in, rollback, a tick, packets out
//		draw(s.Machine().Live())        // the live (partly predicted) state
//	}
//
// # The problem
//
// Two players on two machines each see their own input at once and the
// other's a round trip later (100 ms on a good line: six frames). Waiting
// for the other's input every frame (lockstep) makes the game as slow and
// as jerky as the network. Sending the state instead costs bandwidth and
// needs one side to be the authority.
//
// # The pattern: rollback
//
// Both sides run the whole simulation. Each side sends only its inputs,
// and does not wait for the other's: it predicts them (the last input
// known is held: players mostly keep a button down) and plays on. When the
// real input arrives and differs from the prediction, it restores the save
// state of the first tick that was wrong and simulates again up to the
// present, all within one frame, so the player sees a small correction
// rather than a hitch. That needs three things of the simulation, and
// they are the lessons of a fixed step: it is deterministic (the same
// inputs give the same states on both machines), its whole state is a
// plain value (a copy is a save state, restoring is an assignment), and
// a step is cheap (eight of them must fit in a frame beside the drawing).
// [Rollback] is that machine; it allocates nothing after its start.
//
// A small input delay (DefaultDelay: two ticks) gives each input a head
// start: the local input read now is the input of two ticks later, so it
// reaches the other side before that tick is simulated more often, and
// fewer ticks are rolled back. Beyond MaxRollback ticks of prediction the
// machine stalls instead of rolling back further, and time sync slows the
// side that runs ahead: each packet carries the sender's tick and its frame
// advantage, and the side ahead skips a frame now and then until both
// agree.
//
// # The protocol
//
// [Session] speaks it over a [Transport]: [UDP] for play, [Link] (an
// in-process lossy network with latency, jitter, loss, duplication and
// reordering, on the test's clock) for tests. docs/netplay.md describes
// the packets byte by byte. In short: the joiner sends Hello (the protocol
// version, the game, the hash of its rules data); the host answers
// Welcome (a session token, the seed, the game's parameters) or Refuse
// (another version, game or data, with a clear message on both sides).
// Then both send Input packets, one a tick while they play, each carrying
// every local input the peer has not acknowledged, the ack of the peer's
// inputs, the sender's tick for time sync, a ping for the round trip, and
// the checksum of the latest confirmed checkpoint (every CheckEvery
// ticks): different checksums stop the match with a [DesyncError]. A side
// sends no more than the peer needs: a new input at once, an ack or a
// resend a tick later, a keepalive every 250 ms when it waits. A peer
// silent for the timeout, or sending no new input for as long, ends it
// with ErrConnectionLost; Quit ends it at once.
//
// # Playing against strangers
//
// The other side may be hostile, so nothing it sends is taken on trust:
//
//   - Packets are at most MaxPacket bytes and have exactly one valid
//     encoding each ([Packet.Decode] refuses anything else; a fuzz target
//     checks it), and every size one names is bounded before anything is
//     allocated for it.
//   - A Hello holds no place at the host: the Welcome's token is a cookie
//     (a keyed hash of the joiner's address and the time, as DTLS's
//     HelloVerifyRequest and QUIC's Retry token), which the host checks
//     when the joiner's first Input brings it back, remembering nothing in
//     between. So a forged Hello, however often, keeps no one out; and
//     the host answers an address it has not verified only with a packet
//     no larger than the Hello, so it cannot be used as an amplifier.
//   - Only the peer's address and token are heard; a refusal counts only
//     with the joiner's own nonce; Config.InputMask keeps bits a player may
//     not send (a pause) out of both sides' inputs.
//   - The timeouts run until the match has ended on both sides, and a
//     peer is held to the protocol: it must send the checksums of what it
//     has confirmed and acknowledge the inputs it gets, or the match ends
//     with ErrProtocol.
//
// The joiner's socket is connected to the host (DialUDP), so the system's
// report that nothing listens there (ICMP "port unreachable") ends its
// knock at once with ErrUnreachable. Notes go to Config.Logger (log/slog).
//
// # What it costs
//
// A rollback of n ticks costs a copy of the state and n steps with their
// save states; the deepest is MaxRollback. Each tick also saves one state
// (a copy), and every CheckEvery ticks one checksum is computed. The
// machine keeps 16 save states: for a 12 KB state, 200 KB. On the wire a
// side sends one packet a tick while it plays, 41 bytes plus two per
// unacknowledged input. A waiting host answers a Hello with one SHA-256
// and a packet of the Hello's size, and keeps nothing. The web build has none of this:
// browsers give a page no UDP socket, so UDP is left out of GOOS=js
// builds.
package netplay
