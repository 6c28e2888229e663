package org.evodraughts.checkers.players;

import java.io.IOException;
import java.util.Optional;
import org.evodraughts.checkers.Evaluator;

/**
 * Turns a player name that is not a baseline into an evaluator, e.g. a network file; this is
 * where other modules plug their players into {@link PlayerSpecParser}.
 */
public interface EvaluatorResolver {
    /**
     * The evaluator {@code name} stands for, or empty if it is not this resolver's kind of name.
     *
     * @throws IOException if it is this resolver's kind of name but cannot be loaded
     */
    Optional<Evaluator> resolve(String name) throws IOException;

    /** What names this resolver accepts, for error messages, e.g. {@code "a network file (*.json)"}. */
    String describe();
}
