package org.evodraughts.cli.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import org.evodraughts.files.Printable;
import org.jline.keymap.KeyMap;
import org.jline.reader.Binding;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.Reference;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;

/**
 * Where a {@link PlaySession} gets the person's lines: a terminal with line editing, or plain
 * lines from a pipe or a test.
 */
public sealed interface Lines {
    /** Shows {@code prompt} and reads one line; null at the end of the input. */
    String read(String prompt) throws IOException;

    /**
     * Lines read as they come, for input that is not a terminal: the prompt is printed to
     * {@code out}, and with {@code echo} on each line read is printed after it, so the
     * transcript reads as if typed.
     */
    record Plain(BufferedReader in, PrintWriter out, boolean echo) implements Lines {
        public Plain {
            if (in == null || out == null) {
                throw new IllegalArgumentException("plain lines need input and output");
            }
        }

        @Override
        public String read(String prompt) throws IOException {
            out.print(prompt);
            out.flush();
            String line = in.readLine();
            if (line != null && echo) {
                out.println(Printable.line(line)); // what was typed, never a terminal control
            }
            return line;
        }
    }

    /**
     * Lines typed on a terminal through a JLine {@link LineReader}: the arrow keys move along the
     * line and through the lines typed before, as in a shell. Ctrl-D on an empty line and Ctrl-C
     * end the input. The reader draws the prompt itself, on the terminal.
     */
    record Edited(LineReader reader) implements Lines {
        public Edited {
            if (reader == null) {
                throw new IllegalArgumentException("edited lines need a line reader");
            }
        }

        /** Lines edited on {@code terminal}, with a history of the lines typed. */
        public static Edited on(Terminal terminal) {
            LineReader reader = LineReaderBuilder.builder().terminal(terminal)
                    .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true) // '!' is no history command here
                    .build();
            // JLine binds the arrow keys as the terminal description sends them in keypad mode
            // (xterm: ESC O A); a terminal that ignores keypad mode sends ESC [ A, bound here too.
            KeyMap<Binding> keys = reader.getKeyMaps().get(LineReader.MAIN);
            keys.bind(new Reference(LineReader.UP_LINE_OR_HISTORY), "\u001b[A");
            keys.bind(new Reference(LineReader.DOWN_LINE_OR_HISTORY), "\u001b[B");
            keys.bind(new Reference(LineReader.FORWARD_CHAR), "\u001b[C");
            keys.bind(new Reference(LineReader.BACKWARD_CHAR), "\u001b[D");
            return new Edited(reader);
        }

        @Override
        public String read(String prompt) {
            try {
                return reader.readLine(prompt);
            } catch (EndOfFileException | UserInterruptException e) {
                return null;
            }
        }
    }
}
