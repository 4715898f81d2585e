// Command wav renders every Bomberman track and effect to 16-bit mono WAV
// files, for listening and for inspection with tools such as sox:
//
//	go run ./games/bomberman/sound/cmd/wav -o /tmp/bomberman-wav
package main

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"

	"github.com/bengine-go/bengine/games/bomberman/sound"
)

func main() {
	music := flag.String("music", "data/bomberman/music", "folder of track *.json")
	sfx := flag.String("sfx", "data/bomberman/sfx", "folder of effect *.json")
	out := flag.String("o", "bomberman-wav", "folder to write the WAV files to")
	flag.Parse()
	if err := run(*music, *sfx, *out); err != nil {
		fmt.Fprintln(os.Stderr, "wav:", err)
		os.Exit(1)
	}
}

func run(musicDir, sfxDir, out string) error {
	tracks, err := sound.LoadMusic(os.DirFS(musicDir))
	if err != nil {
		return err
	}
	effects, err := sound.LoadEffects(os.DirFS(sfxDir))
	if err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	renders := map[string][]float32{}
	for id, t := range tracks {
		s, _ := sound.Render(t)
		renders["music_"+id] = s
	}
	for id, e := range effects {
		s, _ := sound.RenderEffect(e)
		renders["sfx_"+id] = s
	}
	names := make([]string, 0, len(renders))
	for n := range renders {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		path := filepath.Join(out, n+".wav")
		if err := writeWAV(path, renders[n], sound.Rate); err != nil {
			return err
		}
		fmt.Printf("%-24s %6.2f s -> %s\n", n, float64(len(renders[n]))/sound.Rate, path)
	}
	return nil
}

// writeWAV writes samples as a 16-bit PCM mono RIFF/WAVE file.
func writeWAV(path string, samples []float32, rate int) error {
	buf := make([]byte, 44+2*len(samples))
	copy(buf[0:], "RIFF")
	binary.LittleEndian.PutUint32(buf[4:], uint32(36+2*len(samples)))
	copy(buf[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(buf[16:], 16)
	binary.LittleEndian.PutUint16(buf[20:], 1) // PCM
	binary.LittleEndian.PutUint16(buf[22:], 1) // mono
	binary.LittleEndian.PutUint32(buf[24:], uint32(rate))
	binary.LittleEndian.PutUint32(buf[28:], uint32(rate*2))
	binary.LittleEndian.PutUint16(buf[32:], 2)
	binary.LittleEndian.PutUint16(buf[34:], 16)
	copy(buf[36:], "data")
	binary.LittleEndian.PutUint32(buf[40:], uint32(2*len(samples)))
	for i, s := range samples {
		v := int16(math.Round(float64(max(-1, min(1, s))) * 32767))
		binary.LittleEndian.PutUint16(buf[44+2*i:], uint16(v))
	}
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
