package org.evodraughts.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ColumnsTest {
    private static final String WORDS = "the quick brown fox jumps over the lazy dog ".repeat(6).strip();

    @Test
    void aLongLineIsWrappedAtSpacesItsContinuationsIndented() {
        List<String> lines = Columns.wrap("  " + WORDS);
        assertEquals(3, lines.size(), lines.toString());
        lines.forEach(l -> assertTrue(l.length() <= Columns.WIDTH, l));
        assertTrue(lines.get(0).startsWith("  the quick") && lines.get(1).startsWith("    ") && !lines.get(1).startsWith("     "));
        assertEquals("  " + WORDS, lines.get(0) + " " + lines.get(1).strip() + " " + lines.get(2).strip());
        assertEquals(List.of("a  b    c"), Columns.wrap("a  b    c"), "a line that fits keeps its spaces");
        String word = "x".repeat(120);
        assertEquals(List.of("a", "  " + word, "  b"), Columns.wrap("a " + word + " b"), "a word longer than a line stays whole");
    }

    @Test
    void partsStayWholeWhereTheyFit() {
        List<String> parts = List.of("a".repeat(40), "b".repeat(40), "c".repeat(40));
        assertEquals(List.of("a".repeat(40) + " | " + "b".repeat(40), "  " + "c".repeat(40)), Columns.parts(parts, " | "));
    }

    @Test
    void aLongCommandGoesUnderItsLabelBreaksBeforeAnOptionAndCanBeCopiedWhole() {
        String run = "/data/evolution/" + "r".repeat(20);
        String command = "./evodraughts champions export --run " + run + " --generation best --out " + run + "/best.json";
        List<String> lines = Columns.command("  export  ", command);
        assertEquals(List.of("  export", "      ./evodraughts champions export --run " + run + " --generation best \\",
                "          --out " + run + "/best.json"), lines);
        lines.forEach(l -> assertTrue(l.length() <= Columns.WIDTH, l));
        assertEquals(command, String.join(" ", lines.subList(1, lines.size()).stream()
                .map(l -> l.replaceAll(" \\\\$", "").strip()).toList()), "the lines are the command");
        assertEquals(List.of("  short  ./evodraughts evolve --resume runs/r"), Columns.command("  short  ",
                "./evodraughts evolve --resume runs/r"), "one that fits stays after its label");
        String path = "/" + "p".repeat(120);
        assertEquals(List.of("  ./evodraughts evolve \\", "      --resume " + path),
                Columns.command("  ", "./evodraughts evolve --resume " + path), "a path is never cut");
    }
}
