package org.evodraughts.session;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Text for a terminal of {@value #WIDTH} columns: a line wrapped at spaces ({@link #wrap}), a
 * line of parts wrapped between them ({@link #parts}), a shell command broken before its options
 * with a {@code \} at each line's end, so that it can still be copied whole ({@link #command}).
 * A continuation line is indented two spaces more than the line it continues. A word longer
 * than a line is left whole. Stateless.
 */
public final class Columns {
    /** The widest line printed. */
    public static final int WIDTH = 100;
    private static final String MORE = "  ";
    /** A word and the spaces before it. */
    private static final Pattern WORD = Pattern.compile("( *)([^ ]+)");

    private Columns() {}

    /** {@code line} wrapped at spaces into lines of at most {@link #WIDTH} columns; spaces between words stay as they are. */
    public static List<String> wrap(String line) {
        String indent = line.substring(0, line.length() - line.stripLeading().length());
        List<String> lines = new ArrayList<>();
        StringBuilder current = new StringBuilder(indent);
        boolean empty = true;
        Matcher word = WORD.matcher(line.stripLeading());
        while (word.find()) {
            String gap = empty ? "" : word.group(1);
            if (!empty && current.length() + gap.length() + word.group(2).length() > WIDTH) {
                lines.add(current.toString());
                current = new StringBuilder(indent + MORE);
                gap = "";
            }
            current.append(gap).append(word.group(2));
            empty = false;
        }
        lines.add(current.toString());
        return lines;
    }

    /**
     * {@code parts} joined by {@code separator}, as many on a line as fit in {@link #WIDTH}
     * columns; a part too long for a line of its own is wrapped at spaces.
     */
    public static List<String> parts(List<String> parts, String separator) {
        List<String> lines = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean empty = true;
        for (String part : parts) {
            if (!empty && current.length() + separator.length() + part.length() > WIDTH) {
                lines.addAll(wrap(current.toString()));
                current = new StringBuilder(MORE);
                empty = true;
            }
            current.append(empty ? "" : separator).append(part);
            empty = false;
        }
        lines.addAll(wrap(current.toString()));
        return lines;
    }

    /**
     * The shell command {@code command} after {@code prefix} (spaces, or spaces and a label), on
     * lines of at most {@link #WIDTH} columns. One that does not fit after a label goes on the
     * lines below it, indented four spaces more than the label; one that does not fit on its line
     * is broken before an option ({@code --…}), each broken line ending in {@code \}, so that the
     * lines, copied together, are the one command; its lines after the first are indented four
     * spaces more. A path is never cut.
     */
    public static List<String> command(String prefix, String command) {
        if (prefix.length() + command.length() <= WIDTH) {
            return List.of(prefix + command);
        }
        List<String> lines = new ArrayList<>();
        String indent = prefix;
        if (!prefix.isBlank()) {
            lines.add(prefix.stripTrailing());
            indent = prefix.substring(0, prefix.length() - prefix.stripLeading().length()) + MORE + MORE;
        }
        StringBuilder current = new StringBuilder(indent);
        boolean first = true;
        for (String piece : command.strip().split(" (?=--)")) {
            if (!first && current.length() + 1 + piece.length() + " \\".length() > WIDTH) {
                lines.add(current.append(" \\").toString());
                current = new StringBuilder(indent + MORE + MORE);
            } else if (!first) {
                current.append(' ');
            }
            current.append(piece);
            first = false;
        }
        lines.add(current.toString());
        return lines;
    }
}
