/** JMH benchmarks of the rules engine: perft and move generation. Run with {@code ./evodraughts bench checkers}. */
package org.evodraughts.checkers.bench;
