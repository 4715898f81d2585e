package build

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// contentTypes are set by extension rather than read from the system's MIME
// table, which is missing entries on some machines (and maps .js to
// text/plain in some Windows registries). Browsers compile main.wasm with
// WebAssembly.instantiateStreaming only when it is served as application/wasm.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".wasm": "application/wasm",
	".json": "application/json",
	".png":  "image/png",
	".wav":  "audio/wav",
	".txt":  "text/plain; charset=utf-8",
}

// Handler serves the files under dir with correct MIME types and no caching,
// so a rebuilt game is picked up by a page reload. A file the web build
// precompressed (see Encodings) is sent as its .br or .gz copy when the
// browser accepts that coding, with Content-Encoding naming it, the
// Content-Type of the original, and Vary: Accept-Encoding on every answer
// for such a file, so caches keep the codings apart.
func Handler(dir string) http.Handler {
	root := http.Dir(dir)
	files := http.FileServer(root)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(r.URL.Path, "/") {
			name = path.Join(name, "index.html")
		}
		if ct, ok := contentTypes[path.Ext(name)]; ok {
			w.Header().Set("Content-Type", ct)
		}
		w.Header().Set("Cache-Control", "no-cache")
		if (r.Method == http.MethodGet || r.Method == http.MethodHead) && slices.Contains(precompressed, path.Base(name)) {
			w.Header().Add("Vary", "Accept-Encoding")
			for _, enc := range Encodings {
				if !accepts(r.Header.Get("Accept-Encoding"), enc.Name) {
					continue
				}
				f, err := root.Open(name + enc.Ext)
				if err != nil {
					continue
				}
				defer f.Close()
				st, err := f.Stat()
				if err != nil || st.IsDir() {
					continue
				}
				w.Header().Set("Content-Encoding", enc.Name)
				http.ServeContent(w, r, name, st.ModTime(), f)
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}

// Serve serves the web build in dir on addr (such as "localhost:8000")
// until ctx is done. The listener is open when ready is called with its
// address (ready may be nil).
func Serve(ctx context.Context, dir, addr string, log io.Writer, ready func(addr string)) error {
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return fmt.Errorf("serve: no web build in %s (run go run build.go web first): %w", dir, err)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	srv := &http.Server{Handler: Handler(dir), ReadHeaderTimeout: 10 * time.Second}
	shown := addr
	if strings.HasSuffix(addr, ":0") || strings.HasPrefix(addr, ":") {
		shown = ln.Addr().String()
	}
	fmt.Fprintf(orDiscard(log), "serving %s on http://%s (Ctrl+C stops)\n", dir, shown)
	if ready != nil {
		ready(ln.Addr().String())
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
		shutdown, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		err := srv.Shutdown(shutdown)
		if serr := <-done; !errors.Is(serr, http.ErrServerClosed) && err == nil {
			err = serr
		}
		return err
	}
}
