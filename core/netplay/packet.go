package netplay

import (
	"encoding/binary"
	"errors"
)

// Version is the protocol version. Packets of another version are refused:
// both players need builds that speak the same protocol.
const Version = 1

// Packet sizes, in bytes. Every packet is at most MaxPacket; each kind has
// one size (an input packet: inputFixed plus two bytes per input).
const (
	MaxPacket   = inputFixed + 2*MaxInputs // 105
	MaxInputs   = 32                       // inputs in one packet
	headerSize  = 8
	helloSize   = 88 // as large as the welcome it asks for: no amplification
	welcomeSize = 88
	refuseSize  = 41
	inputFixed  = 41
	quitSize    = 17
)

// MaxTick is the largest tick a packet can name (ticks are 31 bits on the
// wire: over a year at 60 ticks a second).
const MaxTick = 1<<31 - 1

// magic opens every packet: "BN".
var magic = [2]byte{'B', 'N'}

// Kind is a packet's kind.
type Kind uint8

// The kinds of packet. A joiner sends Hello until the host answers Welcome
// (or Refuse); from then on both sides send Input, and Quit when they leave.
const (
	KindHello   Kind = iota + 1 // joiner to host: version, app, data hash
	KindWelcome                 // host to joiner: the session token, the seed, the game's parameters
	KindRefuse                  // host to joiner: why not (another version, app or data)
	KindInput                   // either way: inputs, ack, time sync, checksum
	KindQuit                    // either way: the match ends (done, left, desync)
)

// Reasons of a Refuse packet.
const (
	RefuseVersion uint8 = iota + 1 // another protocol version
	RefuseApp                      // another game
	RefuseData                     // other rules data
)

// Reasons of a Quit packet.
const (
	QuitDone   uint8 = iota + 1 // the match reached its last tick
	QuitLeft                    // the player left
	QuitDesync                  // the confirmed states differ
)

// Input is one player's input for one tick: bits the game defines.
type Input uint16

// Packet is one decoded packet. Which fields mean something depends on
// Kind; the others are zero.
//
//	all      Kind, Token (Hello: the joiner's nonce; Refuse: that nonce again; others: the session token)
//	Hello    App, Hash
//	Welcome  Nonce (the Hello's), App, Hash, Seed, Params, Limit
//	Refuse   Reason, Hash (the host's)
//	Input    Ack, First, Count, Inputs, Tick, Adv, Ping, Echoed, Echo, Held, CheckTick, Check
//	Quit     Reason, Tick, Ack
type Packet struct {
	Kind   Kind
	Token  uint32
	Nonce  uint32
	App    [16]byte
	Hash   [32]byte
	Seed   uint64
	Params [16]byte
	Limit  int // Welcome: the match's last tick, 0 none
	Reason uint8

	Ack    int // the receiver's inputs the sender holds: ticks below Ack
	First  int // the tick of Inputs[0]
	Count  int // inputs carried, 0..MaxInputs
	Inputs [MaxInputs]Input
	Tick   int  // the sender's ticks simulated (Quit: the tick it stopped at)
	Adv    int8 // the sender's frame advantage, in ticks
	Ping   uint16
	Echoed bool   // Echo and Held are set
	Echo   uint16 // the last Ping received
	Held   uint16 // milliseconds between receiving Echo and sending this
	// CheckTick is a tick whose confirmed state's checksum is Check; 0 none.
	CheckTick int
	Check     uint64
}

// Errors of Decode. They are values, so a flood of bad packets costs no
// allocation.
var (
	ErrShort   = errors.New("netplay: packet too short")
	ErrMagic   = errors.New("netplay: not a netplay packet")
	ErrVersion = errors.New("netplay: another protocol version")
	ErrKind    = errors.New("netplay: unknown packet kind")
	ErrSize    = errors.New("netplay: packet size does not match its kind")
	ErrField   = errors.New("netplay: packet field out of range")
)

// PacketVersion returns the protocol version a packet claims, or -1 if b
// is not a netplay packet.
func PacketVersion(b []byte) int {
	if len(b) < headerSize || b[0] != magic[0] || b[1] != magic[1] {
		return -1
	}
	return int(b[2])
}

// Size returns the encoded size of p.
func (p *Packet) Size() int {
	switch p.Kind {
	case KindHello:
		return helloSize
	case KindWelcome:
		return welcomeSize
	case KindRefuse:
		return refuseSize
	case KindInput:
		return inputFixed + 2*p.Count
	case KindQuit:
		return quitSize
	}
	return 0
}

var le = binary.LittleEndian

// Append encodes p at the end of b and returns the extended slice. With
// cap(b)-len(b) >= MaxPacket it allocates nothing. It panics on a packet
// that Decode would refuse (a programming error of the sender).
func (p *Packet) Append(b []byte) []byte {
	if err := p.check(); err != nil {
		panic(err.Error() + " (encoding)")
	}
	n := len(b)
	size := p.Size()
	for i := 0; i < size; i++ {
		b = append(b, 0)
	}
	o := b[n:]
	o[0], o[1], o[2], o[3] = magic[0], magic[1], Version, byte(p.Kind)
	le.PutUint32(o[4:], p.Token)
	switch p.Kind {
	case KindHello:
		copy(o[8:24], p.App[:])
		copy(o[24:56], p.Hash[:])
	case KindWelcome:
		le.PutUint32(o[8:], p.Nonce)
		copy(o[12:28], p.App[:])
		copy(o[28:60], p.Hash[:])
		le.PutUint64(o[60:], p.Seed)
		copy(o[68:84], p.Params[:])
		le.PutUint32(o[84:], uint32(p.Limit))
	case KindRefuse:
		o[8] = p.Reason
		copy(o[9:41], p.Hash[:])
	case KindInput:
		le.PutUint32(o[8:], uint32(p.Ack))
		le.PutUint32(o[12:], uint32(p.First))
		o[16] = byte(p.Count)
		if p.Echoed {
			o[17] = 1
		}
		le.PutUint32(o[18:], uint32(p.Tick))
		o[22] = byte(p.Adv)
		le.PutUint16(o[23:], p.Ping)
		le.PutUint16(o[25:], p.Echo)
		le.PutUint16(o[27:], p.Held)
		le.PutUint32(o[29:], uint32(p.CheckTick))
		le.PutUint64(o[33:], p.Check)
		for i := 0; i < p.Count; i++ {
			le.PutUint16(o[inputFixed+2*i:], uint16(p.Inputs[i]))
		}
	case KindQuit:
		o[8] = p.Reason
		le.PutUint32(o[9:], uint32(p.Tick))
		le.PutUint32(o[13:], uint32(p.Ack))
	}
	return b
}

// Decode parses and validates a packet into p (every field set, so p can
// be reused). A packet is accepted only in its one canonical form: the
// right size for its kind, padding zero, every field in range; encoding
// the result gives b back.
func (p *Packet) Decode(b []byte) error {
	*p = Packet{}
	if len(b) < headerSize {
		return ErrShort
	}
	if b[0] != magic[0] || b[1] != magic[1] {
		return ErrMagic
	}
	if b[2] != Version {
		return ErrVersion
	}
	p.Kind = Kind(b[3])
	p.Token = le.Uint32(b[4:])
	switch p.Kind {
	case KindHello:
		if len(b) != helloSize {
			return ErrSize
		}
		copy(p.App[:], b[8:24])
		copy(p.Hash[:], b[24:56])
		for _, c := range b[56:] {
			if c != 0 {
				return ErrField
			}
		}
	case KindWelcome:
		if len(b) != welcomeSize {
			return ErrSize
		}
		p.Nonce = le.Uint32(b[8:])
		copy(p.App[:], b[12:28])
		copy(p.Hash[:], b[28:60])
		p.Seed = le.Uint64(b[60:])
		copy(p.Params[:], b[68:84])
		p.Limit = int(le.Uint32(b[84:]))
	case KindRefuse:
		if len(b) != refuseSize {
			return ErrSize
		}
		p.Reason = b[8]
		copy(p.Hash[:], b[9:41])
	case KindInput:
		if len(b) < inputFixed {
			return ErrSize
		}
		p.Count = int(b[16])
		if p.Count > MaxInputs {
			return ErrField
		}
		if len(b) != inputFixed+2*p.Count {
			return ErrSize
		}
		if b[17] > 1 {
			return ErrField
		}
		p.Ack = int(le.Uint32(b[8:]))
		p.First = int(le.Uint32(b[12:]))
		p.Echoed = b[17] == 1
		p.Tick = int(le.Uint32(b[18:]))
		p.Adv = int8(b[22])
		p.Ping = le.Uint16(b[23:])
		p.Echo = le.Uint16(b[25:])
		p.Held = le.Uint16(b[27:])
		p.CheckTick = int(le.Uint32(b[29:]))
		p.Check = le.Uint64(b[33:])
		for i := 0; i < p.Count; i++ {
			p.Inputs[i] = Input(le.Uint16(b[inputFixed+2*i:]))
		}
	case KindQuit:
		if len(b) != quitSize {
			return ErrSize
		}
		p.Reason = b[8]
		p.Tick = int(le.Uint32(b[9:]))
		p.Ack = int(le.Uint32(b[13:]))
	default:
		return ErrKind
	}
	return p.check()
}

// check validates the fields of a packet of a known kind.
func (p *Packet) check() error {
	switch p.Kind {
	case KindRefuse:
		if p.Reason < RefuseVersion || p.Reason > RefuseData {
			return ErrField
		}
	case KindInput:
		if p.Count < 0 || p.Count > MaxInputs || p.Ack < 0 || p.Ack > MaxTick || p.First < 0 ||
			p.First > MaxTick-p.Count || p.Tick < 0 || p.Tick > MaxTick || p.CheckTick < 0 ||
			p.CheckTick > MaxTick || (p.CheckTick == 0 && p.Check != 0) ||
			(!p.Echoed && (p.Echo != 0 || p.Held != 0)) {
			return ErrField
		}
	case KindQuit:
		if p.Reason < QuitDone || p.Reason > QuitDesync || p.Tick < 0 || p.Tick > MaxTick || p.Ack < 0 || p.Ack > MaxTick {
			return ErrField
		}
	case KindWelcome:
		if p.Limit < 0 || p.Limit > MaxTick {
			return ErrField
		}
	case KindHello:
	default:
		return ErrKind
	}
	return nil
}
