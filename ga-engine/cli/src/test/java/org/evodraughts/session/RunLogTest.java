package org.evodraughts.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** evolve.log keeps whole lines: a line a full disk cut short is cut off before the log goes on. */
class RunLogTest {
    @TempDir
    Path temp;

    @Test
    void aTornLastLineIsCutOff() throws Exception {
        assertEquals("a\nb\n", afterDrop("a\nb\ntor"));
        assertEquals("a\n", afterDrop("a\n"));
        assertEquals("", afterDrop(""));
        assertEquals("", afterDrop("torn"));
        assertEquals("x\n", afterDrop("x\n" + "\tat some.Frame(Frame.java:1)".repeat(2000)), "longer than one block");
    }

    @Test
    void aNewSessionStartsOnALineOfItsOwn() throws Exception {
        Path log = Files.writeString(temp.resolve("evolve.log"), "2026 INFO done\n2026 ERROR - the run fa");
        try (RunLog _ = RunLog.to(log)) {
            org.slf4j.LoggerFactory.getLogger(RunLogTest.class).info("resumed");
        }
        String text = Files.readString(log);
        assertEquals(true, text.startsWith("2026 INFO done\n2026") && text.endsWith("resumed\n")
                && text.lines().count() == 2, text);
    }

    private String afterDrop(String text) throws Exception {
        Path file = Files.writeString(temp.resolve("log"), text);
        RunLog.dropTornLine(file);
        return Files.readString(file);
    }
}
