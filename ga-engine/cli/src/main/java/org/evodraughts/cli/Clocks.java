package org.evodraughts.cli;

import org.evodraughts.checkers.players.TimeControl;

/** The {@code --clock} option of {@code play} and {@code match}. Stateless. */
final class Clocks {
    private Clocks() {}

    /**
     * Reads {@code --clock}'s text, e.g. {@code 5m+2s}.
     *
     * @throws IllegalArgumentException in one line that names {@code --clock} and says what is wrong
     */
    static TimeControl parse(String text) {
        try {
            return TimeControl.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--" + e.getMessage(), e); // "--clock '5x': '5x' needs a unit …"
        }
    }
}
