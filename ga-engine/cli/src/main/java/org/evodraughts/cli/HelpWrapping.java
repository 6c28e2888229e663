package org.evodraughts.cli;

import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * Help text wrapped at spaces only. Picocli wraps with {@link java.text.BreakIterator}'s line
 * rules, which also break after a '.' or ':' inside a word ({@code minimax:}⏎{@code 10},
 * {@code tournament.}⏎{@code openingPlies=6}): such a line cannot be copied back onto a command
 * line. So each help section is rendered by picocli as one line per row (at a width nothing
 * reaches) and then wrapped here at the command's usage width, continuation lines indented as
 * picocli indents them. The synopsis keeps picocli's own wrapping: it breaks between options.
 */
final class HelpWrapping {
    /** A width no help line reaches, so picocli wraps nothing. */
    private static final int UNWRAPPED = 1_000;
    /** Sections laid out as a table, whose wrapped lines picocli indents two more than their column. */
    private static final Set<String> TABLES = Set.of(UsageMessageSpec.SECTION_KEY_OPTION_LIST,
            UsageMessageSpec.SECTION_KEY_PARAMETER_LIST, UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
            UsageMessageSpec.SECTION_KEY_EXIT_CODE_LIST);

    /** An ANSI colour code, which takes no columns. */
    private static final Pattern ESCAPE = Pattern.compile("\u001b\\[[0-9;]*[A-Za-z]");

    private HelpWrapping() {}

    /** Makes {@code line}'s help, and that of every subcommand under it, wrap at spaces only. */
    static CommandLine install(CommandLine line) {
        Map<String, CommandLine.IHelpSectionRenderer> sections = line.getHelpSectionMap();
        for (Map.Entry<String, CommandLine.IHelpSectionRenderer> section : sections.entrySet()) {
            if (!section.getKey().equals(UsageMessageSpec.SECTION_KEY_SYNOPSIS)) {
                section.setValue(new WrappedSection(section.getKey(), section.getValue()));
            }
        }
        line.setHelpSectionMap(sections);
        for (CommandLine sub : line.getSubcommands().values()) {
            install(sub);
        }
        return line;
    }

    /** A help section rendered by picocli without wrapping, then wrapped at spaces. */
    private record WrappedSection(String key, CommandLine.IHelpSectionRenderer renderer)
            implements CommandLine.IHelpSectionRenderer {
        @Override
        public String render(CommandLine.Help help) {
            UsageMessageSpec usage = help.commandSpec().usageMessage();
            int width = usage.width();
            String text;
            usage.width(UNWRAPPED);
            try {
                text = renderer.render(help);
            } finally {
                usage.width(width);
            }
            return wrap(text, width, TABLES.contains(key) ? 2 : 0);
        }
    }

    /**
     * Wraps each line of {@code text} longer than {@code width} columns at spaces. A continuation
     * line starts under the line's last column, plus {@code tableIndent} in a table. A word
     * longer than a line stays whole. ANSI colour codes take no columns.
     */
    static String wrap(String text, int width, int tableIndent) {
        StringBuilder out = new StringBuilder(text.length() + 64);
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            int next = end < 0 ? text.length() : end + 1;
            if (end < 0) {
                end = text.length();
            }
            if (end > start && text.charAt(end - 1) == '\r') {
                end--;
            }
            wrapLine(text.substring(start, end), width, tableIndent, out);
            out.append(text, end, next);
            start = next;
        }
        return out.toString();
    }

    private static void wrapLine(String line, int width, int tableIndent, StringBuilder out) {
        String indent = " ".repeat(Math.min(column(line, tableIndent > 0) + tableIndent, width / 2));
        String prefix = "";
        String rest = line;
        while (prefix.length() + columns(rest, rest.length()) > width) {
            int cut = cut(rest, width - prefix.length(), prefix.isEmpty() ? leadingSpaces(rest) : 0);
            if (cut < 0) {
                break;
            }
            out.append(prefix).append(rest, 0, cut).append(System.lineSeparator());
            rest = rest.substring(cut).stripLeading();
            prefix = indent;
        }
        out.append(prefix).append(rest);
    }

    /**
     * The space after {@code from} to break {@code s} at: the last one with at most {@code room}
     * columns before it, else (one word longer than the room) the first one; −1 if none.
     */
    private static int cut(String s, int room, int from) {
        int best = -1;
        for (int i = 0, used = 0; i < s.length(); i++) {
            if (s.charAt(i) == '\u001b') {
                i = endOfEscape(s, i);
            } else {
                if (s.charAt(i) == ' ' && i > from && (used <= room || best < 0)) {
                    if (used > room) {
                        return i;
                    }
                    best = i;
                }
                used++;
            }
        }
        return best;
    }

    /** The columns that {@code s.substring(0, end)} takes on a terminal. */
    private static int columns(String s, int end) {
        int used = 0;
        for (int i = 0; i < end; i++) {
            if (s.charAt(i) == '\u001b') {
                i = endOfEscape(s, i);
            } else {
                used++;
            }
        }
        return used;
    }

    /** The index of the last character of the escape sequence (ESC [ … letter) starting at {@code i}. */
    private static int endOfEscape(String s, int i) {
        int j = i + 1;
        if (j < s.length() && s.charAt(j) == '[') {
            j++;
            while (j < s.length() && !Character.isLetter(s.charAt(j))) {
                j++;
            }
        }
        return Math.min(j, s.length() - 1);
    }

    /**
     * The column where a continuation of {@code line} starts: in a table, or in a line that
     * starts with spaces, after the first gap of two spaces that follows text; else under the
     * line's first character.
     */
    private static int column(String coloured, boolean table) {
        String line = ESCAPE.matcher(coloured).replaceAll("");
        int lead = leadingSpaces(line);
        int gap = line.indexOf("  ", lead);
        if (!table && lead == 0 || gap < 0) {
            return lead;
        }
        int column = gap;
        while (column < line.length() && line.charAt(column) == ' ') {
            column++;
        }
        return column < line.length() ? column : lead;
    }

    private static int leadingSpaces(String line) {
        int i = 0;
        while (i < line.length() && line.charAt(i) == ' ') {
            i++;
        }
        return i;
    }
}
