package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

class ConfigFlagTest {
    private final CommandLine evolve = new CommandLine(new EvolveCommand());

    @Test
    void eachFlagOfTheTableIsAnOptionWhoseHelpNamesItsKey() {
        for (ConfigFlag flag : ConfigFlag.values()) {
            OptionSpec option = evolve.getCommandSpec().findOption(flag.flag);
            assertNotNull(option, flag.flag);
            if (flag.hasOwnFlag()) {
                String help = option.description()[0];
                String after = help.startsWith("Sets " + flag.key) ? help.substring(("Sets " + flag.key).length()) : "-";
                assertTrue(after.equals(".") || after.matches("[ :,].*"), flag + ": " + help);
            }
        }
    }

    @Test
    void eachOptionThatSetsAKeyIsInTheTable() {
        for (OptionSpec option : evolve.getCommandSpec().options()) {
            String help = option.description().length == 0 ? "" : option.description()[0];
            if (help.startsWith("Sets ") && !option.longestName().equals("--set")
                    && !option.longestName().equals("--mongo-uri-file")) {
                assertTrue(Arrays.stream(ConfigFlag.values()).anyMatch(f -> f.flag.equals(option.longestName())),
                        option.longestName());
            }
        }
    }

    @Test
    void aResumeMayChangeWhatLeavesTheResultsAsTheyWouldHaveBeen() {
        assertDoesNotThrow(() -> ConfigFlag.checkResumable(List.of("threads", "run.snapshotEvery", "champions.yardstick",
                "cluster.members", "storage.mongoUri")));
        assertEquals("--resume keeps the run's configuration, so that the run goes on as it would have; only threads, "
                + "stop.generations, stop.timeBudget, run.keepSnapshots, run.snapshotEvery, storage.mongoUri, the yardstick "
                + "keys (champions.yardstick, champions.yardstickEvery, champions.yardstickGames: a measure only) and the "
                + "cluster (cluster.members, cluster.name) may change, not seed",
                assertThrows(IllegalArgumentException.class, () -> ConfigFlag.checkResumable(List.of("threads", "seed")))
                        .getMessage());
    }
}
