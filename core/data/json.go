package data

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	json "github.com/goccy/go-json"
)

// FieldError reports an invalid value in a data file.
type FieldError struct {
	File  string // the file's name, as given to the loader
	Field string // the key path as written in the file, such as "Emitter.ParticleLife"
	Msg   string // what is wrong, such as "must be > 0, got -1"
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("%s: field %s: %s", e.File, e.Field, e.Msg)
}

// Errorf returns a *FieldError for file and field (the key path as written
// in the file).
func Errorf(file, field, format string, args ...any) error {
	return &FieldError{File: file, Field: field, Msg: fmt.Sprintf(format, args...)}
}

// DecodeStrict decodes one JSON value from raw into v, which must be a
// non-nil pointer. name is the file's name, used in errors.
//
// It is strict, because designers and players edit these files by hand:
// unknown keys (also a key in the wrong case), values of the wrong type or
// out of the range of their Go type, invalid UTF-8, truncated input and
// anything after the value are all errors, and every error names the file,
// the line and column, and the key path as written in the file:
//
//	rules.json:12:14: bombs.fuse: want an integer, got "slow"
//
// It never panics, whatever the input.
func DecodeStrict(name string, raw []byte, v any) error {
	if len(bytes.TrimSpace(raw)) == 0 {
		return fmt.Errorf("%s: empty file, want a JSON value", name)
	}
	if off := invalidUTF8(raw); off >= 0 {
		line, col := lineCol(raw, off)
		return fmt.Errorf("%s:%d:%d: invalid UTF-8 (byte 0x%02x): data files are UTF-8 text", name, line, col, raw[off])
	}
	if err := check(name, raw, v); err != nil {
		return err
	}
	return decode(name, raw, v)
}

// decode hands raw, already checked, to go-json. A panic inside the
// decoder (it has had some on hostile input) becomes an error.
func decode(name string, raw []byte, v any) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s: cannot decode: %v", name, p)
		}
	}()
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return describe(name, err)
	}
	return nil
}

// describe words a go-json error that the checks before it did not
// foresee (a type's own UnmarshalJSON failing in a way the check did not
// see). Positions from go-json are not trusted, so none are given.
func describe(name string, err error) error {
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) && typ.Field != "" {
		return fmt.Errorf("%s: %s: wrong type, want %s", name, typ.Field, typ.Type)
	}
	return fmt.Errorf("%s: %s", name, strings.TrimPrefix(err.Error(), "json: "))
}

// invalidUTF8 returns the offset of the first byte of raw that is not
// valid UTF-8, or -1.
func invalidUTF8(raw []byte) int {
	if utf8.Valid(raw) {
		return -1
	}
	for i := 0; i < len(raw); {
		r, n := utf8.DecodeRune(raw[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return -1
}

// lineCol turns a byte offset into a 1-based line and column (in bytes).
func lineCol(raw []byte, off int) (line, col int) {
	off = min(max(off, 0), len(raw))
	line = 1 + bytes.Count(raw[:off], []byte{'\n'})
	col = off - bytes.LastIndexByte(raw[:off], '\n')
	return line, col
}
