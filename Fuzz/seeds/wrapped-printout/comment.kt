        // Printing with useUnmergedTree = 'false'
        // Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
        //  |-Node #2 at (l=42.0, t=42.0, r=1038.0, b=168.0)px
        //    Role = 'Button'
