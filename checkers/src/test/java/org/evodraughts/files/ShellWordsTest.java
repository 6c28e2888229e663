package org.evodraughts.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every word a message tells to run is read back by bash as it was, and stays on one line. */
class ShellWordsTest {
    @ParameterizedTest
    @ValueSource(strings = {"runs/r1", "my runs/r'1", "a\nb", "a\u001b[2J\\x", "\u202eab'c\t", "é"})
    void bashReadsEachWordBackAsItWas(String word) throws Exception {
        String quoted = ShellWords.quote(word);
        assertEquals(1, quoted.lines().count(), quoted);
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "needs bash");
        ProcessBuilder builder = new ProcessBuilder(List.of("/bin/bash", "-c", "printf %s " + quoted));
        builder.environment().put("LC_ALL", "C.UTF-8"); // $'\u202e' is the character in a UTF-8 locale
        Process bash = builder.start();
        String read = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, bash.waitFor());
        assertEquals(word, read);
    }
}
