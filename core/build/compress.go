package build

import (
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// Encoding is a content coding the web build is precompressed with.
type Encoding struct {
	Name string // as in Accept-Encoding and Content-Encoding: "br", "gzip"
	Ext  string // the suffix of the compressed copy: ".br", ".gz"
	new  func(w io.Writer) io.WriteCloser
}

// Encodings are the precompressed copies the web build writes beside its
// large files, in the order Serve prefers them: brotli (level 5: about 18%
// smaller than gzip for Go's wasm, in about the time gzip -9 takes), then
// gzip (default level).
var Encodings = []Encoding{
	{Name: "br", Ext: ".br", new: func(w io.Writer) io.WriteCloser { return brotli.NewWriterLevel(w, 5) }},
	{Name: "gzip", Ext: ".gz", new: func(w io.Writer) io.WriteCloser { return gzip.NewWriter(w) }},
}

// precompressed lists the web build's files that get compressed copies:
// the two WebAssembly modules and the JavaScript (about 15 MB together,
// about 3 MB compressed). data/ is fetched as it is.
var precompressed = []string{"main.wasm", "sdl.wasm", "sdl.js", "wasm_exec.js", "datafs.js", "index.html"}

// Precompress writes every encoding of each named file of dir beside it
// (main.wasm.br, main.wasm.gz), all at once on the machine's cores.
func Precompress(dir string, names []string) error {
	var wg sync.WaitGroup
	errs := make([]error, len(names)*len(Encodings))
	for i, name := range names {
		for j, enc := range Encodings {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i*len(Encodings)+j] = compressFile(filepath.Join(dir, name), enc)
			}()
		}
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func compressFile(path string, enc Encoding) error {
	in, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("compress: %w", err)
	}
	defer in.Close()
	out, err := os.Create(path + enc.Ext)
	if err != nil {
		return fmt.Errorf("compress: %w", err)
	}
	w := enc.new(out)
	_, err = io.Copy(w, in)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path + enc.Ext)
		return fmt.Errorf("compress %s (%s): %w", path, enc.Name, err)
	}
	return nil
}

// accepts reports whether an Accept-Encoding header value allows coding
// (a name such as "gzip"): listed, or covered by "*", with a q-value above
// zero. "gzip;q=0" refuses gzip.
func accepts(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(p), "q="); ok {
				if f, err := strconv.ParseFloat(v, 64); err == nil {
					q = f
				}
			}
		}
		switch name = strings.ToLower(strings.TrimSpace(name)); name {
		case coding:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}
