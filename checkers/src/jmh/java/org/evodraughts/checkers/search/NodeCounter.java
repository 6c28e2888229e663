package org.evodraughts.checkers.search;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Reported by JMH as a rate: nodes (alpha-beta) or iterations (MCTS) per second. */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class NodeCounter {
    public long nodes;

    @Setup(Level.Iteration)
    public void reset() {
        nodes = 0;
    }
}
