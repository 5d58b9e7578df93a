// Seed: shared/seeds/003_3370cd6139e6f1a0.txt ("博弈论 get ！", section 观察). Added to compile: the includes, `using namespace std;` and the declarations of n, a, lenR and lenL (the blog omits them).
#include <iostream>
using namespace std;
int n, a[25], lenR, lenL;

int main(void)
{
    cin >> n;
    for(int i=1;i<=n;i++) cin >> a[i];
    for(int i=1;i<=n&&a[i];i++) lenR++;
    for(int i=n;i>=1&&a[i];i--) lenL++;
    if(lenR&1 || lenL&1) cout << "YES";
    else                 cout << "NO" ;
    return 0;
}
