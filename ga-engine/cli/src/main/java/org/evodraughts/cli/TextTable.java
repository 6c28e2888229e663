package org.evodraughts.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A plain-text table: a header and rows, columns two spaces apart, each as wide as its widest
 * cell; numeric columns (as declared) are right-aligned. Not thread-safe.
 */
final class TextTable {
    private final String[] header;
    private final boolean[] rightAligned;
    private final List<String[]> rows = new ArrayList<>();

    /** Column names; a name starting with {@code >} marks a right-aligned column (the {@code >} is not shown). */
    TextTable(String... columns) {
        header = new String[columns.length];
        rightAligned = new boolean[columns.length];
        for (int i = 0; i < columns.length; i++) {
            rightAligned[i] = columns[i].startsWith(">");
            header[i] = rightAligned[i] ? columns[i].substring(1) : columns[i];
        }
    }

    TextTable row(String... cells) {
        if (cells.length != header.length) {
            throw new IllegalArgumentException("a row of " + cells.length + " cells in a table of " + header.length + " columns");
        }
        rows.add(cells.clone());
        return this;
    }

    void print(PrintWriter out) {
        int[] widths = new int[header.length];
        for (int i = 0; i < header.length; i++) {
            widths[i] = header[i].length();
        }
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        line(out, header, widths);
        rows.forEach(row -> line(out, row, widths));
    }

    private void line(PrintWriter out, String[] cells, int[] widths) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                text.append("  ");
            }
            String pad = " ".repeat(widths[i] - cells[i].length());
            text.append(rightAligned[i] ? pad + cells[i] : cells[i] + (i == cells.length - 1 ? "" : pad));
        }
        out.println(text.toString().stripTrailing());
    }

    @Override
    public String toString() {
        return "TextTable" + Arrays.toString(header) + " with " + rows.size() + " rows";
    }
}
