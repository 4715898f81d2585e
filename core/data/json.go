package data

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"

	json "github.com/goccy/go-json"
)

// FieldError reports an invalid value in a data file.
type FieldError struct {
	File  string // the file's name, as given to the loader
	Field string // dotted path of the field, such as "Emitter.ParticleLife"
	Msg   string // what is wrong, such as "must be > 0, got -1"
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("%s: field %s: %s", e.File, e.Field, e.Msg)
}

// Errorf returns a *FieldError for file and field.
func Errorf(file, field, format string, args ...any) error {
	return &FieldError{File: file, Field: field, Msg: fmt.Sprintf(format, args...)}
}

// DecodeStrict decodes one JSON value from raw into v. Unknown fields and
// anything after the value are errors. name is the file's name, used in
// errors.
func DecodeStrict(name string, raw []byte, v any) error {
	if err := checkKeys(name, raw, reflect.TypeOf(v)); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		if errors.Is(err, io.EOF) {
			return fmt.Errorf("%s: empty file, want a JSON value", name)
		}
		return describe(name, raw, err)
	}
	// Trailing data: only white space may follow the value.
	rest := raw[dec.InputOffset():]
	if off := len(raw) - len(bytes.TrimLeft(rest, " \t\r\n")); len(bytes.TrimSpace(rest)) != 0 {
		line, col := lineCol(raw, int(dec.InputOffset())+off-(len(raw)-len(rest)))
		return fmt.Errorf("%s:%d:%d: unexpected data after the JSON value", name, line, col)
	}
	return nil
}

func describe(name string, raw []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		line, col := lineCol(raw, int(syn.Offset))
		return fmt.Errorf("%s:%d:%d: %s", name, line, col, strings.TrimPrefix(syn.Error(), "json: "))
	case errors.As(err, &typ):
		line, col := lineCol(raw, int(typ.Offset))
		return fmt.Errorf("%s:%d:%d: field %s: wrong type, want %s", name, line, col, typ.Field, typ.Type)
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if field, ok := unknownField(msg); ok {
		if off := bytes.Index(raw, []byte(`"`+field+`"`)); off >= 0 {
			line, col := lineCol(raw, off)
			return fmt.Errorf("%s:%d:%d: unknown field %q", name, line, col, field)
		}
		return fmt.Errorf("%s: unknown field %q", name, field)
	}
	return fmt.Errorf("%s: %s", name, msg)
}

// unknownField extracts the name from go-json's "unknown field" message.
func unknownField(msg string) (string, bool) {
	i := strings.Index(msg, "unknown field ")
	if i < 0 {
		return "", false
	}
	f := strings.TrimSpace(msg[i+len("unknown field "):])
	return strings.Trim(f, `"`), true
}

// lineCol turns a byte offset into a 1-based line and column.
func lineCol(raw []byte, off int) (line, col int) {
	if off > len(raw) {
		off = len(raw)
	}
	if off < 0 {
		off = 0
	}
	line = 1 + bytes.Count(raw[:off], []byte{'\n'})
	col = off - bytes.LastIndexByte(raw[:off], '\n')
	return line, col
}
