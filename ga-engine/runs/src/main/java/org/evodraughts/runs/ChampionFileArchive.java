package org.evodraughts.runs;

import java.io.IOException;
import org.evodraughts.storage.layout.RunLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.ga.fitness.ChampionArchive;
import org.evodraughts.network.Network;

/**
 * The hall of fame's archive in a run directory: earlier champions are read from their
 * champion files ({@code champions/gen-NNNN.json}, read by {@link ChampionFile}), one at a time when drawn, so a long run
 * keeps none of them in memory. Stateless.
 *
 * @param runDirectory the run directory
 */
public record ChampionFileArchive(Path runDirectory) implements ChampionArchive {
    @Override
    public Network champion(int generation) throws IOException {
        Path file = RunLayout.of(runDirectory).champion(generation);
        if (!Files.isRegularFile(file)) {
            throw new IOException("the hall of fame needs the champion of generation " + generation + ", but " + file
                    + " does not exist");
        }
        return ChampionFile.read(runDirectory, generation).document().network();
    }
}
