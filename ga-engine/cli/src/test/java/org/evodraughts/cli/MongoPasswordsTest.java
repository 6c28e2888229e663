package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * No MongoDB password reaches any output, whatever the URI's form or its error: each command
 * below fails in one {@code error:} line, with no driver warning on the console and no piece of
 * the password anywhere in what the process printed. Before, {@code mongodb://u:s3cr/t+k3y==@host/db}
 * was printed whole (the hiding stopped at the {@code /}, where the driver cut the password), and
 * {@code ?password=…} was echoed after four WARN lines of the driver. In a child JVM, so that the
 * logging system's console is what is read.
 */
class MongoPasswordsTest {
    /** Every password below is made of these pieces; none may be printed, even cut. */
    private static final List<String> PIECES = List.of("s3cr", "k3y", "Pa55", "t0k3n");

    @TempDir
    Path temp;

    @ParameterizedTest
    @ValueSource(strings = {
        "runs list --mongo-uri mongodb://u:s3cr/t+k3y==@127.0.0.1:1/db",
        "runs list --mongo-uri mongodb://u:s3cr?t@k3y@127.0.0.1:1/db",
        "runs list --mongo-uri mongodb://127.0.0.1:1/db?password=s3cr/k3y",
        "runs list --mongo-uri mongodb://u@127.0.0.1:1/db?authSource=admin&pwd=Pa55",
        "runs list --mongo-uri mongodb:/u:s3cr/t@k3y@127.0.0.1:1/db",
        "runs list --mongo-uri mongodb://u:s3cr%2Fk3y%40Pa55@127.0.0.1:1/db",
        "runs list --mongo-uri mongodb://u:s3cr@127.0.0.1:1/db?authMechanism=MONGODB-AWS&authMechanismProperties=AWS_SESSION_TOKEN:t0k3n",
        "runs list --mongo-url mongodb://u:s3cr%2Fk3y@127.0.0.1:1/db",
        "evolve --mongo-uri mongodb://u:s3cr/t+k3y==@127.0.0.1:1/db --generations 1",
        "evolve --set storage.mongoUri=mongodb://u:s3cr/t+k3y==@127.0.0.1:1/db --generations 1",
        "evolve --set storage.mongoUri=mysql://u:s3cr/t+k3y==@127.0.0.1:1/db --generations 1"})
    void aPasswordIsNeverPrinted(String command) throws Exception {
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        if (args.getFirst().equals("evolve")) {
            args.addAll(List.of("--run-dir", temp.resolve("run").toString()));
        }
        Path out = temp.resolve("out"), err = temp.resolve("err");
        Process child = new ProcessBuilder(CliRun.childCommand(List.of(), args))
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(child.waitFor(120, TimeUnit.SECONDS), "the child ended");
        String printed = Files.readString(out, StandardCharsets.UTF_8) + Files.readString(err, StandardCharsets.UTF_8);
        List<String> errors = Files.readAllLines(err).stream().filter(l -> !l.startsWith("WARNING: ")).toList();

        assertEquals(2, child.exitValue(), "status " + child.exitValue() + ": " + printed);
        for (String piece : PIECES) {
            assertFalse(printed.contains(piece), piece + " printed: " + printed);
        }
        assertTrue(errors.getFirst().startsWith("error: "), printed);
        List<String> more = command.contains("--mongo-url") ? List.of() // an unknown option: the usage follows
                : errors.subList(1, errors.size());
        assertEquals(List.of(), more, "one line, and no driver warning: " + printed);
        assertTrue(errors.stream().noneMatch(l -> l.startsWith("WARN")), printed);
        assertFalse(Files.exists(temp.resolve("run")), "a run refused before it began leaves nothing");
    }
}
