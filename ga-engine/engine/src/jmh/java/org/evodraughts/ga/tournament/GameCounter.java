package org.evodraughts.ga.tournament;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Reported by JMH as rates: games and plies per second. */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class GameCounter {
    public long games;
    public long plies;

    @Setup(Level.Iteration)
    public void reset() {
        games = 0;
        plies = 0;
    }
}
