//go:build !race

package services_test

const raceEnabled = false
