package data

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
)

// checkKeys walks raw as JSON alongside the Go type t and reports the first
// object key that matches no field exactly. JSON decoders match keys without
// regard to case (and go-json misnames keys that are a prefix of a field),
// so a designer's "spawnrate" or "Spawn" would otherwise be accepted or
// reported wrongly. Types with their own UnmarshalJSON are trusted to check
// their own input.
func checkKeys(name string, raw []byte, t reflect.Type) error {
	dec := stdjson.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	w := keyWalker{name: name, raw: raw, dec: dec}
	if err := w.value(t, ""); err != nil && err != errStop {
		return err
	}
	return nil
}

// errStop ends the walk at malformed JSON: the decoder reports that with
// its line and column.
var errStop = errors.New("stop")

type keyWalker struct {
	name string
	raw  []byte
	dec  *stdjson.Decoder
}

var unmarshaler = reflect.TypeOf((*stdjson.Unmarshaler)(nil)).Elem()

func (w *keyWalker) value(t reflect.Type, path string) error {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() == reflect.Interface || reflect.PointerTo(t).Implements(unmarshaler) || t.Implements(unmarshaler) {
		return w.skip()
	}
	tok, err := w.dec.Token()
	if err != nil {
		return errStop // syntax errors are the decoder's to report
	}
	switch tok {
	case stdjson.Delim('{'):
		fields := fieldNames(t)
		for w.dec.More() {
			off := int(w.dec.InputOffset())
			keyTok, err := w.dec.Token()
			if err != nil {
				return errStop
			}
			key, _ := keyTok.(string)
			var elem reflect.Type
			switch t.Kind() {
			case reflect.Map:
				elem = t.Elem()
			case reflect.Struct:
				f, ok := fields[key]
				if !ok {
					line, col := lineCol(w.raw, off+leadingSpace(w.raw[off:]))
					return fmt.Errorf("%s:%d:%d: unknown field %q%s", w.name, line, col, join(path, key), suggestField(key, fields))
				}
				elem = f
			}
			if err := w.value(elem, join(path, key)); err != nil {
				return err
			}
		}
		if _, err := w.dec.Token(); err != nil { // '}'
			return errStop
		}
	case stdjson.Delim('['):
		var elem reflect.Type
		if t.Kind() == reflect.Slice || t.Kind() == reflect.Array {
			elem = t.Elem()
		}
		for i := 0; w.dec.More(); i++ {
			if err := w.value(elem, fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		if _, err := w.dec.Token(); err != nil { // ']'
			return errStop
		}
	}
	return nil
}

// skip consumes one value of any shape.
func (w *keyWalker) skip() error {
	var v stdjson.RawMessage
	if err := w.dec.Decode(&v); err != nil {
		return errStop
	}
	return nil
}

func leadingSpace(b []byte) int { return len(b) - len(bytes.TrimLeft(b, " \t\r\n,")) }

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// fieldNames maps the exact JSON names of a struct's fields to their types,
// flattening embedded structs as encoding/json does.
func fieldNames(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	if t.Kind() != reflect.Struct {
		return out
	}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				for k, v := range fieldNames(ft) {
					if _, dup := out[k]; !dup {
						out[k] = v
					}
				}
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out[name] = f.Type
	}
	return out
}

func suggestField(key string, fields map[string]reflect.Type) string {
	for name := range fields {
		if strings.EqualFold(name, key) {
			return fmt.Sprintf(" (field names are case-sensitive: did you mean %q?)", name)
		}
	}
	return ""
}
