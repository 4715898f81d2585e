package data

import (
	"bytes"
	"encoding"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
)

// check walks raw as JSON alongside the Go type of v and reports the first
// problem with its line, column and key path: a syntax error or truncated
// input, a key that matches no field exactly (JSON decoders match keys
// without regard to case, so a designer's "spawnrate" would otherwise be
// accepted), a value of the wrong type or out of its type's range, or data
// after the value. Types with their own UnmarshalJSON or UnmarshalText are
// given their value here, so their errors get a position too.
//
// The walk uses the standard library's tokenizer, which reports positions
// exactly; the decoding itself is go-json's, once the walk found nothing.
func check(name string, raw []byte, v any) error {
	t := reflect.TypeOf(v)
	if t == nil || t.Kind() != reflect.Pointer || reflect.ValueOf(v).IsNil() {
		return fmt.Errorf("%s: cannot decode into %T: want a non-nil pointer", name, v)
	}
	dec := stdjson.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	c := checker{name: name, raw: raw, dec: dec}
	if err := c.value(t.Elem(), ""); err != nil {
		return err
	}
	off := c.next()
	if _, err := dec.Token(); err != io.EOF {
		return c.errAt(off, "", "unexpected data after the JSON value")
	}
	return nil
}

type checker struct {
	name string
	raw  []byte
	dec  *stdjson.Decoder
}

var (
	anyType          = reflect.TypeFor[any]()
	jsonUnmarshaler  = reflect.TypeFor[stdjson.Unmarshaler]()
	textUnmarshaler  = reflect.TypeFor[encoding.TextUnmarshaler]()
	errEndOfFile     = errors.New("unexpected end of file")
	errNotAnIntKey   = errors.New("want an integer key")
	maxQuotedInError = 24
)

// next is the offset of the next token: past white space and the ':' or
// ',' the tokenizer has not consumed yet.
func (c *checker) next() int {
	off := int(c.dec.InputOffset())
	for off < len(c.raw) {
		switch c.raw[off] {
		case ' ', '\t', '\r', '\n', ':', ',':
			off++
			continue
		}
		break
	}
	return off
}

func (c *checker) errAt(off int, path, format string, args ...any) error {
	line, col := lineCol(c.raw, off)
	msg := fmt.Sprintf(format, args...)
	if path != "" {
		msg = path + ": " + msg
	}
	return fmt.Errorf("%s:%d:%d: %s", c.name, line, col, msg)
}

// syntax words a tokenizer error at its place.
func (c *checker) syntax(err error, path string) error {
	var syn *stdjson.SyntaxError
	switch {
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF),
		errors.As(err, &syn) && strings.Contains(syn.Error(), "unexpected end of JSON input"):
		return c.errAt(len(bytes.TrimRight(c.raw, " \t\r\n")), path, "%v", errEndOfFile)
	case errors.As(err, &syn):
		// The tokenizer's offsets drift; the whole-document scanner's
		// Offset is the byte just past the offending one.
		var whole any
		if err := stdjson.Unmarshal(c.raw, &whole); errors.As(err, &syn) {
			return c.errAt(int(syn.Offset)-1, path, "%s", strings.TrimPrefix(syn.Error(), "json: "))
		}
		return c.errAt(int(syn.Offset), path, "%s", strings.TrimPrefix(syn.Error(), "json: "))
	}
	return c.errAt(c.next(), path, "%v", err)
}

func implements(t, iface reflect.Type) bool {
	return t.Implements(iface) || reflect.PointerTo(t).Implements(iface)
}

func (c *checker) value(t reflect.Type, path string) error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if implements(t, jsonUnmarshaler) {
		return c.custom(t, path)
	}
	start := c.next()
	tok, err := c.dec.Token()
	if err != nil {
		return c.syntax(err, path)
	}
	if tok == nil {
		return nil // null leaves the value as it is
	}
	if implements(t, textUnmarshaler) {
		s, ok := tok.(string)
		if !ok {
			return c.errAt(start, path, "want a string, got %s", describeToken(tok))
		}
		if err := unmarshalText(t, s); err != nil {
			return c.errAt(start, path, "%v", err)
		}
		return nil
	}
	switch tok := tok.(type) {
	case stdjson.Delim:
		if tok == '{' {
			return c.object(t, path, start)
		}
		return c.array(t, path, start)
	case bool:
		if t.Kind() != reflect.Bool && t != anyType {
			return c.errAt(start, path, "want %s, got %v", want(t), tok)
		}
	case string:
		ok := t.Kind() == reflect.String || t == anyType ||
			t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8 // []byte: base64
		if !ok {
			return c.errAt(start, path, "want %s, got %s", want(t), quote(tok))
		}
	case stdjson.Number:
		if msg := checkNumber(t, string(tok)); msg != "" {
			return c.errAt(start, path, "%s", msg)
		}
	}
	return nil
}

func (c *checker) object(t reflect.Type, path string, start int) error {
	var fields map[string]reflect.Type
	var elem reflect.Type
	switch {
	case t == anyType || t.Kind() == reflect.Interface:
		elem = anyType
	case t.Kind() == reflect.Struct:
		fields = fieldNames(t)
	case t.Kind() == reflect.Map:
		elem = t.Elem()
	default:
		return c.errAt(start, path, "want %s, got an object", want(t))
	}
	for c.dec.More() {
		off := c.next()
		keyTok, err := c.dec.Token()
		if err != nil {
			return c.syntax(err, path)
		}
		key, _ := keyTok.(string)
		at := join(path, key)
		switch {
		case fields != nil:
			f, ok := fields[key]
			if !ok {
				line, col := lineCol(c.raw, off)
				return fmt.Errorf("%s:%d:%d: unknown field %q%s", c.name, line, col, at, suggestField(key, fields))
			}
			elem = f
		case t.Kind() == reflect.Map && !checkMapKey(t.Key(), key):
			return c.errAt(off, at, "%v, got %s", errNotAnIntKey, quote(key))
		}
		if err := c.value(elem, at); err != nil {
			return err
		}
	}
	if _, err := c.dec.Token(); err != nil { // '}'
		return c.syntax(err, path)
	}
	return nil
}

func (c *checker) array(t reflect.Type, path string, start int) error {
	var elem reflect.Type
	switch {
	case t == anyType || t.Kind() == reflect.Interface:
		elem = anyType
	case t.Kind() == reflect.Slice || t.Kind() == reflect.Array:
		elem = t.Elem()
	default:
		return c.errAt(start, path, "want %s, got an array", want(t))
	}
	n := 0
	for ; c.dec.More(); n++ {
		at := path + "[" + strconv.Itoa(n) + "]"
		if t.Kind() == reflect.Array && n >= t.Len() {
			return c.errAt(c.next(), at, "too many elements, want at most %d", t.Len())
		}
		if err := c.value(elem, at); err != nil {
			return err
		}
	}
	if _, err := c.dec.Token(); err != nil { // ']'
		return c.syntax(err, path)
	}
	return nil
}

// custom gives a type with its own UnmarshalJSON its raw value, so that its
// errors come with the value's position.
func (c *checker) custom(t reflect.Type, path string) error {
	start := c.next()
	var raw stdjson.RawMessage
	if err := c.dec.Decode(&raw); err != nil {
		return c.syntax(err, path)
	}
	if bytes.Equal(raw, []byte("null")) {
		return nil
	}
	if err := unmarshalJSON(t, raw); err != nil {
		return c.errAt(start, path, "%s", strings.TrimPrefix(err.Error(), "json: "))
	}
	return nil
}

func unmarshalJSON(t reflect.Type, raw []byte) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("cannot decode: %v", p)
		}
	}()
	return reflect.New(t).Interface().(stdjson.Unmarshaler).UnmarshalJSON(raw)
}

func unmarshalText(t reflect.Type, s string) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("cannot decode: %v", p)
		}
	}()
	return reflect.New(t).Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(s))
}

// checkNumber returns what is wrong with the JSON number s as a t, or "".
func checkNumber(t reflect.Type, s string) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if _, err := strconv.ParseInt(s, 10, t.Bits()); err != nil {
			return numberError(err, "an integer", s, t)
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if strings.HasPrefix(s, "-") {
			return "want a non-negative integer, got " + s
		}
		if _, err := strconv.ParseUint(s, 10, t.Bits()); err != nil {
			return numberError(err, "an integer", s, t)
		}
	case reflect.Float32, reflect.Float64:
		if _, err := strconv.ParseFloat(s, t.Bits()); err != nil {
			return numberError(err, "a number", s, t)
		}
	case reflect.Interface:
		if t != anyType {
			return "want " + want(t) + ", got " + s
		}
	default:
		return "want " + want(t) + ", got " + s
	}
	return ""
}

func numberError(err error, what, s string, t reflect.Type) string {
	if errors.Is(err, strconv.ErrRange) {
		return fmt.Sprintf("%s is out of range (a %s)", s, t.Kind())
	}
	return "want " + what + ", got " + s
}

func checkMapKey(k reflect.Type, key string) bool {
	switch k.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		_, err := strconv.ParseInt(key, 10, k.Bits())
		return err == nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		_, err := strconv.ParseUint(key, 10, k.Bits())
		return err == nil
	}
	return true
}

// want names what a JSON value for t must be.
func want(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.String:
		return "a string"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "an integer"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return "a non-negative integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Struct, reflect.Map:
		return "an object"
	}
	return "a value of Go type " + t.String()
}

func describeToken(tok stdjson.Token) string {
	switch tok := tok.(type) {
	case string:
		return quote(tok)
	case stdjson.Delim:
		if tok == '{' {
			return "an object"
		}
		return "an array"
	}
	return fmt.Sprint(tok)
}

func quote(s string) string {
	if len(s) > maxQuotedInError {
		return strconv.Quote(s[:maxQuotedInError]) + "..."
	}
	return strconv.Quote(s)
}

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
