package save

import (
	"errors"
	"fmt"
	"time"
)

// lockWait is how long a save waits for another game's save of the same
// folder to finish before it gives up.
const lockWait = 5 * time.Second

// errLocked is lockFolder's error while another process holds the lock.
var errLocked = errors.New("locked")

// lockFolder takes the save folder dir's lock (made if needed), waiting
// up to lockWait for another game that holds it, and returns its release.
// Two games sharing a config folder so save the high scores one after the
// other, each reading what the other wrote: a read-modify-write. The lock
// is the system's (flock on the folder, a file opened for no one else on
// Windows), so a game killed while it holds it lets it go at once.
func lockFolder(dir string) (unlock func(), err error) {
	deadline := time.Now().Add(lockWait)
	for {
		unlock, err := tryLock(dir)
		if !errors.Is(err, errLocked) {
			return unlock, err
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("another game has held the save folder's lock for over %v", lockWait)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
