package org.evodraughts.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.evodraughts.runs.RunLock;
import org.evodraughts.ga.loop.RunInfo;
import org.evodraughts.ga.loop.RunOutcome;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.evodraughts.runs.ProgressFile;
import org.evodraughts.runs.RunDirectory;

/** A run assembled by a session alone, with no command line: the words a front end gives, a run on disk, and a resume. */
class RunSessionTest {
    @TempDir
    Path temp;

    private final StringWriter out = new StringWriter();

    private RunSession session() {
        RunSession.Words words = new RunSession.Words() {
            @Override
            public String header(RunDirectory directory, EvolutionConfig config, RunInfo session) {
                return (session.resumed() ? "resume " : "begin ") + directory.runId() + " seed " + config.seed() + " at "
                        + session.firstGeneration();
            }

            @Override
            public String stopping(int lastSaved) {
                return "stopping after " + lastSaved;
            }

            @Override
            public List<String> ending(RunDirectory directory, RunOutcome outcome, Duration session, Duration run) {
                assertTrue(run.compareTo(session) >= 0, "the run's time holds this session's");
                return List.of("end " + outcome.reason(), "  " + outcome.lastGeneration());
            }

            @Override
            public List<String> afterEnding(RunDirectory directory, EvolutionConfig config, RunOutcome outcome) {
                return List.of("next");
            }
        };
        PrintWriter writer = new PrintWriter(out, true);
        return new RunSession(new RunSession.Console(writer, writer, _ -> RunProgress.NONE, words, false), false, null);
    }

    private static EvolutionConfig tiny(int generations) {
        Map<String, String> overrides = new LinkedHashMap<>();
        overrides.put("seed", "5");
        overrides.put("threads", "2");
        overrides.put("stop.generations", Integer.toString(generations));
        overrides.put("population.size", "4");
        overrides.put("population.elites", "2");
        overrides.put("tournament.search", "'minimax:1'");
        overrides.put("tournament.maxMovesPerSide", "20");
        overrides.put("champions.baselines", "''");
        overrides.put("champions.yardstick", "''");
        return ConfigFiles.parse("", "the test", overrides, Map.of());
    }

    @Test
    void aSessionMakesTheRunSaysItsWordsAndResumesIt() throws Exception {
        Path dir = temp.resolve("run");
        RunSession first = session();
        RunOutcome outcome = first.start(tiny(1), dir);
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 1), outcome);
        assertEquals(dir, first.directory());
        assertEquals(List.of("begin run seed 5 at 0", "end GENERATIONS_DONE", "  1", "next"), out.toString().lines().toList());
        assertTrue(Files.isRegularFile(RunLayout.of(dir).config()));
        assertEquals(2, ProgressFile.read(dir).size(), "generations 0 and 1");
        assertTrue(Files.readString(RunLayout.of(dir).log()).contains("begin run seed 5 at 0"), "the header is logged");
        assertTrue(Files.readString(RunLayout.of(dir).log()).contains("end GENERATIONS_DONE 1"), "the ending is logged as one line");
        assertFalse(RunLock.isHeld(dir), "the lock is released");

        out.getBuffer().setLength(0);
        RunOutcome resumed = session().resume(dir, Map.of("stop.generations", "2"), Map.of());
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 2), resumed);
        assertEquals(List.of("resume run seed 5 at 2", "end GENERATIONS_DONE", "  2", "next"), out.toString().lines().toList());
        assertEquals(3, ProgressFile.read(dir).size());
    }
}
