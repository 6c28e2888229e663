package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** main makes only the subcommand it runs, and that changes nothing a user sees. */
class LazyCommandLineTest {
    @Test
    void aSubcommandAloneIsMadeAndAnswersAsInTheFullCommandLine() {
        String[] args = {"perft", "3"};
        CommandLine lazy = EvodraughtsCommand.commandLine(args);
        assertEquals(Set.of("perft"), lazy.getSubcommands().keySet());
        assertEquals(run(EvodraughtsCommand.commandLine(), args).replaceAll("\\(.*\\)", ""),
                run(lazy, args).replaceAll("\\(.*\\)", "")); // the timing in brackets differs
    }

    @Test
    void anythingElseGetsTheFullCommandLine() {
        assertTrue(EvodraughtsCommand.commandLine(new String[] {"--help"}).getSubcommands().size() > 10);
        assertTrue(EvodraughtsCommand.commandLine(new String[] {"help", "perft"}).getSubcommands().size() > 10);
        assertTrue(EvodraughtsCommand.commandLine(new String[] {"perf"}).getSubcommands().size() > 10);
        assertTrue(EvodraughtsCommand.commandLine(new String[0]).getSubcommands().size() > 10);
    }

    private static String run(CommandLine line, String[] args) {
        StringWriter out = new StringWriter();
        line.setOut(new PrintWriter(out, true));
        assertEquals(0, line.execute(args));
        return out.toString();
    }
}
