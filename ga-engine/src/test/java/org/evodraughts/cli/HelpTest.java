package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every command's --help prints cleanly: picocli warns on stderr about an unescaped % in a description. */
class HelpTest {
    @Test
    void everyHelpPrintsWithoutWarnings() {
        List<String> commands = new ArrayList<>();
        collect(EvodraughtsCommand.commandLine(), List.of(), commands);
        assertTrue(commands.size() > 15, commands.toString());
        PrintStream stderr = System.err;
        for (String command : commands) {
            ByteArrayOutputStream warnings = new ByteArrayOutputStream();
            System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
            CliRun run;
            try {
                List<String> args = new ArrayList<>(List.of(command.isEmpty() ? new String[0] : command.split(" ")));
                args.add("--help");
                run = CliRun.of(args.toArray(String[]::new));
            } finally {
                System.setErr(stderr);
            }
            assertEquals(0, run.exitCode(), command);
            assertTrue(run.out().startsWith("Usage: evodraughts"), command + ": " + run.out());
            String printed = warnings.toString(StandardCharsets.UTF_8) + run.err();
            assertFalse(printed.contains("WARN"), command + ": " + printed);
        }
    }

    @Test
    void theTopLevelHelpNamesTheLaunchersOwnCommands() {
        String help = CliRun.of("--help").out();
        assertTrue(help.contains("  test ") && help.contains("  bench MODULE"), help);
    }

    private static void collect(CommandLine line, List<String> path, List<String> into) {
        into.add(String.join(" ", path));
        line.getSubcommands().forEach((name, sub) -> {
            if (!name.equals("help")) {
                List<String> deeper = new ArrayList<>(path);
                deeper.add(name);
                collect(sub, deeper, into);
            }
        });
    }
}
